import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/pg-core";

/** The 8 name columns of spec section 3, shared by every table with a localized name. */
export function localizedNameColumns() {
  return {
    name: text("name").notNull(),
    nameTw: text("name_tw").notNull(),
    nameIdn: text("name_idn").notNull(),
    nameVn: text("name_vn").notNull(),
    nameTh: text("name_th").notNull(),
    namePor: text("name_por").notNull(),
    nameHin: text("name_hin").notNull(),
    nameEn: text("name_en").notNull(),
  };
}

/** Every language's name in one text, kept by the database, for the site search (trigram index). */
export function nameSearchColumn() {
  return text("search_text").generatedAlwaysAs(
    sql`name || ' ' || name_tw || ' ' || name_idn || ' ' || name_vn || ' ' || name_th || ' ' || name_por || ' ' || name_hin || ' ' || name_en`,
  );
}
