/** The anchor space of an anchor (`#/anchor/space/:id`). */
export const anchorSpacePath = (id: number) => `/anchor/space/${id}`;
