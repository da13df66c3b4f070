// Profile section CSS: the avatar beside its label and buttons; section forms keep a readable width.

export const profileSectionCss = `
.stack-profile-image { display: flex; align-items: center; gap: 16px; min-width: 0; }
.stack-profile-image-body { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.stack-profile-image-text { display: flex; flex-direction: column; gap: 2px; }
.stack-settings-form { max-width: 440px; }
`;
