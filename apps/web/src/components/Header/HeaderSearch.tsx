import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SearchIcon } from "../icons/icons";

/** The header's search box: anchors, rooms, matches, teams and leagues; on a phone, a button to the search page. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/search");
  };
  return (
    <search>
      <form className="header-search" onSubmit={submit}>
        <input type="search" name="q" maxLength={50} aria-label={t("header.search")} placeholder={t("header.search")} />
        <button type="submit" aria-label={t("header.search")}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
