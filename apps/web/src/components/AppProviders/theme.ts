import type { ThemeConfig } from "antd";

/** Brand colours. The primary orange is dark enough for white text and links on white (≥ 4.5:1). */
export const BRAND = {
  navy: "#0b1530",
  navyRaised: "#14214a",
  orange: "#c2410c",
  orangeBright: "#f97316",
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.orange,
    // antd derives a lighter hover (about 3.9:1 under white text); darker keeps buttons readable.
    colorPrimaryHover: "#9a3412",
    colorPrimaryActive: "#7c2d12",
    colorLink: BRAND.orange,
    colorInfo: BRAND.orange,
    borderRadius: 8,
    colorBgLayout: "#f3f5f9",
    // antd's default secondary grey (45 % black) is below 4.5:1 on white; darken it for legibility.
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    // Placeholders of selects and pickers are read by axe as text; antd's 25 % black is 1.6:1.
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    // Likewise antd's error red (#ff4d4f, 3:1): used for danger actions such as "Sign out" and errors.
    colorError: "#cf1322",
  },
};
