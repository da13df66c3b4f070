// The shape of one element's definition. Descriptions are JSDoc comments on the definitions (read by
// tools/manifest.ts), so the end-user script carries names only, never the documentation.

/** How an attribute's text becomes a value: `boolean` is on when present (any value but "false"). */
export type AttributeKind = 'string' | 'boolean';

export interface AttributeDefinition {
  /** The HTML attribute; the script tag's fallback is the same name with a `data-` prefix. */
  readonly attribute: string;
  readonly kind: AttributeKind;
  /** false: HTMLElement already has this property (`lang`), so the element defines no accessor of its own. */
  readonly ownProperty?: false;
}

export interface EventDefinition {
  readonly name: string;
  /** The exported TypeScript type of `event.detail` (widget/events.ts or widget/admin/events.ts). */
  readonly detail: string;
}

/** One custom element: `Attr` are property names of an attribute catalog, `Ev` event names, `Part` part names. */
export interface ElementDefinition<Attr extends string = string, Ev extends string = string, Part extends string = string> {
  readonly tag: string;
  /** Property names; each maps to an attribute through the element's catalog. */
  readonly attributes: readonly Attr[];
  readonly events: readonly Ev[];
  /** Names for `::part()`. */
  readonly parts: readonly Part[];
  /** Whether the element takes the theme's CSS custom properties (all of them: see css-properties.ts). */
  readonly themed: boolean;
  /** Named slots; the elements render everything in their shadow root and take no children today. */
  readonly slots: readonly string[];
}
