// Connected-accounts CSS: the Connect buttons in a grid of two or more columns when there is room.

export const connectedAccountsCss = `
.stack-connected-add { display: flex; flex-direction: column; gap: 8px; }
.stack-connected-link { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 8px; }
`;
