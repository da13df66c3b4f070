// axe-core on the owner's sign-in screen, the projects list (filled, empty, create dialog) and the overview
// (new project, project with users), light and dark, inside the console's shadow root.
import { checkScreensWithAxe } from '../support/axe';
import { OVERVIEW_CONSOLE_SCREENS } from '../support/screens-console/overview';
import { PROJECTS_CONSOLE_SCREENS } from '../support/screens-console/projects';

// The sign-up card in place is our end-user SignUp (a11y-auth checks it); the rest is the console's own.
const screens = [...PROJECTS_CONSOLE_SCREENS, ...OVERVIEW_CONSOLE_SCREENS].filter((screen) => screen.name !== 'console-projects--sign-up');
checkScreensWithAxe(screens, ['console-projects--list']);
