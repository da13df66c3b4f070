// The npm package's main entry (`import 'stack-elements'`): importing it defines the elements (a side
// effect, skipped where there is no DOM, e.g. during SSR); defineElements({ prefix }) adds them under
// another tag prefix. Unlike the script tag's bundle it sets no global and leaves React to the app.

import { defineElements } from './elements';
import { installImportedPasswordCheck } from '../src/react/password/import-loader';
import { version as packageVersion } from '../package.json';

export { defineElements, tagWithPrefix, ELEMENT_TAGS, DEFAULT_TAG_PREFIX, type DefineElementsOptions, type ElementTag } from './elements';
export { STACK_EVENTS, type StackEvent, type StackEventDetail, type StackEventName, type StackTeamEvent, type StackTeamEventDetail } from './events';
export type { StackElement } from './element';
export type { WidgetConfig } from './config';
export { getApp } from './api';

/** The package version (the same as the script tag's StackElements.version). */
export const version: string = packageVersion;

installImportedPasswordCheck();
if (typeof customElements !== 'undefined') defineElements();
