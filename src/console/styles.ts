// The console's CSS: the frame (it reuses the account-settings shell: sidebar from 720 px of its own
// width, a picker below), then each page's rules. Adopted after the end-user sheet.

import { withTokenDefaults } from '../react/theme';
import { pagesCss } from './pages/styles';

const shellCss = `
.stack-console { min-height: 480px; }
.stack-console .stack-settings { max-width: 1200px; }
.stack-console-state { width: 100%; max-width: 560px; margin: 48px auto; }
.stack-console-project { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; min-width: 0; }
.stack-console-project-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-console-back { margin-inline-start: -8px; }
.stack-console-sign-in { display: flex; justify-content: center; padding: 48px 16px; }
.stack-console-projects { width: 100%; max-width: 800px; margin-inline: auto; }
`;

// The pages use the --stack-* tokens like the end-user sheet: unset ones fall back to the theme's values.
export const consoleCss = withTokenDefaults([shellCss, pagesCss].join('\n'));
