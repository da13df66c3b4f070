// CSS of the projects list.
export const projectsCss = ``;
