// The names for `::part()`, shared by every element that renders the piece. JSDoc of each entry is
// its documentation; test/unit/widget/manifest.test.ts checks this list against the part="…" in src/react.

export const PARTS = {
  /** The card around a screen (sign-in, sign-up, confirmations). */
  card: 0,
  /** The card's header: title and subtitle (also the console's owner header). */
  header: 0,
  /** The card's title. */
  title: 0,
  /** The line under the card's title. */
  subtitle: 0,
  /** The card's footer (links such as "Don't have an account? Sign up"). */
  footer: 0,
  /** A form. */
  form: 0,
  /** One form field: label, input, hint and error. */
  field: 0,
  /** A field's label. */
  label: 0,
  /** A text input (also each box of a code input). */
  input: 0,
  /** A field's hint under the input. */
  hint: 0,
  /** An error message (a field's or a form's). */
  error: 0,
  /** Every button and button-styled link. */
  button: 0,
  /** Main buttons (with `button`). */
  'button-primary': 0,
  /** Secondary buttons (with `button`). */
  'button-secondary': 0,
  /** Destructive buttons (with `button`). */
  'button-danger': 0,
  /** A "Continue with …" OAuth provider button. */
  'provider-button': 0,
  /** The "or" line between OAuth buttons and the form. */
  divider: 0,
  /** A person's or a team's picture or initials. */
  avatar: 0,
  /** A drop-down menu. */
  menu: 0,
  /** One item of a menu. */
  'menu-item': 0,
  /** A modal dialog. */
  dialog: 0,
  /** A small label such as "Primary" or "Verified". */
  badge: 0,
  /** The list of sections (a sidebar when wide, a picker when narrow; also a team page's tabs). */
  nav: 0,
  /** One entry of the section list. */
  'nav-item': 0,
  /** One section of settings. */
  section: 0,
  /** One row of a list inside a section (an e-mail, a session, a passkey…). */
  row: 0,
  /** A handler page: the full-page frame around one card. */
  page: 0,
  /** The project's name above a handler page's card. */
  brand: 0,
} as const;

export type PartName = keyof typeof PARTS;

/** Card screens: sign-in, sign-up, the confirmations. */
export const CARD_PARTS = ['card', 'header', 'title', 'subtitle', 'footer'] as const satisfies readonly PartName[];
export const FORM_PARTS = ['form', 'field', 'label', 'input', 'hint', 'error'] as const satisfies readonly PartName[];
export const BUTTON_PARTS = ['button', 'button-primary', 'button-secondary', 'button-danger'] as const satisfies readonly PartName[];
export const SIGN_IN_PARTS = ['provider-button', 'divider'] as const satisfies readonly PartName[];
export const MENU_PARTS = ['avatar', 'menu', 'menu-item'] as const satisfies readonly PartName[];
export const SETTINGS_PARTS = ['nav', 'nav-item', 'section', 'row', 'badge', 'dialog'] as const satisfies readonly PartName[];
export const PAGE_PARTS = ['page', 'brand'] as const satisfies readonly PartName[];
