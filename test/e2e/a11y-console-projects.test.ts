// axe-core on the owner's way in, the projects list (filled, empty, create dialog) and the overview
// (new project, project with users), light and dark, inside the console's shadow root.
import { checkScreensWithAxe } from '../support/axe';
import { OVERVIEW_CONSOLE_SCREENS } from '../support/screens-console/overview';
import { PROJECTS_CONSOLE_SCREENS } from '../support/screens-console/projects';

checkScreensWithAxe([...PROJECTS_CONSOLE_SCREENS, ...OVERVIEW_CONSOLE_SCREENS], ['console-projects--list']);
