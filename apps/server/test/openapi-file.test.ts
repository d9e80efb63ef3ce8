import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { OPENAPI_FILE, renderOpenApi } from "../src/scripts/openapi.js";
import { preparePglite } from "./helpers/template.js";

describe("docs/openapi.json", () => {
  // Building the whole app and its document takes 5–20 s on two busy cores.
  it("is the document the server serves (run `npm run openapi` after changing a route)", async () => {
    const committed = await readFile(OPENAPI_FILE, "utf8");
    expect(committed).toBe(await renderOpenApi(preparePglite));
  }, 90_000);
});
