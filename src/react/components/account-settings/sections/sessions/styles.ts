// Sessions CSS: a session's times on one line, wrapping on a phone, with a dot between them.

export const sessionsSectionCss = `
.stack-session-times { display: flex; flex-wrap: wrap; column-gap: 6px; }
.stack-session-times > span + span::before { content: '·'; margin-inline-end: 6px; }
@container (max-width: 479px) {
  .stack-session-times { flex-direction: column; }
  .stack-session-times > span + span::before { content: none; }
}
`;
