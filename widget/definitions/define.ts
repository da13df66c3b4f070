// Typed constructor for end-user element definitions: attribute, event and part names are checked
// against their catalogs, and the tag keeps its literal type (ELEMENT_TAGS is derived from it).

import type { AttributeName } from './attributes';
import type { SessionEventName } from './events';
import type { PartName } from './parts';
import type { ElementDefinition } from './types';

export interface EndUserElementDefinition<Tag extends string = string> extends ElementDefinition<AttributeName, SessionEventName, PartName> {
  readonly tag: Tag;
}

export function defineElement<const Tag extends string>(definition: EndUserElementDefinition<Tag>): EndUserElementDefinition<Tag> {
  return definition;
}
