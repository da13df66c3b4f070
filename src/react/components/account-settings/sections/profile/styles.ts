// Profile section CSS: the round image preview beside its buttons.

export const profileSectionCss = `
.stack-profile-image { display: grid; gap: 0.4rem; justify-items: start; }
.stack-profile-image-preview { width: 64px; height: 64px; border-radius: 50%; object-fit: cover; border: 1px solid var(--stack-color-border); }
`;
