import type { DropdownProps, MenuProps } from "antd";
import { type ComponentType, cloneElement, type ReactElement, useEffect, useRef, useState } from "react";

type Dropdown = ComponentType<DropdownProps>;

/**
 * antd's Dropdown (menu, popup positioning, motion) is about 35 kB compressed, and the header shows
 * two on every page. Until someone reaches for one, the button stands alone; the menu's code is
 * fetched when the pointer comes over the button or it gets focus, so it is usually there by the
 * time the button is pressed (a press that comes first opens the menu once it has arrived).
 */
let loaded: Dropdown | undefined;
let loading: Promise<Dropdown> | undefined;
function loadDropdown(): Promise<Dropdown> {
  loading ??= import("antd/es/dropdown").then((module) => {
    loaded = module.default;
    return module.default;
  });
  return loading;
}

interface MenuButtonProps {
  menu: MenuProps;
  placement?: DropdownProps["placement"];
  /** The button that opens the menu (its own handlers are not kept until the menu has arrived). */
  children: ReactElement<{ onClick?: () => void; onFocus?: () => void; onPointerOver?: () => void }>;
}

export function MenuButton({ menu, placement, children }: MenuButtonProps) {
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  const fetchMenu = () => {
    if (!Dropdown) void loadDropdown().then((component) => setDropdown(() => component));
  };

  // Wrapping the button in the dropdown mounts it anew; a keyboard user keeps their place.
  useEffect(() => {
    if (Dropdown && refocus.current) wrapper.current?.querySelector("button")?.focus();
    refocus.current = false;
  }, [Dropdown]);

  if (!Dropdown) {
    return (
      <span ref={wrapper} className="menu-button" style={{ display: "contents" }}>
        {cloneElement(children, {
          onPointerOver: fetchMenu,
          onFocus: fetchMenu,
          onClick: () => {
            refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
            setOpen(true);
            fetchMenu();
          },
        })}
      </span>
    );
  }
  return (
    <span ref={wrapper} className="menu-button" style={{ display: "contents" }}>
      <Dropdown menu={menu} trigger={["click"]} placement={placement} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </span>
  );
}
