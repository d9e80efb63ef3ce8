/** Brings the sign-in and phone forms' schemas; a form calls it on first focus, its rules on use. */
export const loadAccountSchemas = () => import("./accountSchemas");

type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;

/** A rule's source for one of those schemas: loads the chunk, then picks the schema by its name. */
export const accountSchema =
  <Name extends keyof AccountSchemas>(name: Name) =>
  (): Promise<AccountSchemas[Name]> =>
    loadAccountSchemas().then((module) => module[name]);
