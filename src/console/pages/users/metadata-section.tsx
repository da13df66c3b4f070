// The user's three metadata objects as JSON, each in its own text area. Every field is parsed before
// saving: an invalid one gets a sentence under it and nothing is sent.
import { useId, useState, type ReactNode } from 'react';
import type { Json } from '../../../protocol/schema';
import { useSectionAction } from '../../../react/shared/use-action';
import { Actions, Button, FieldError, Form, SavedNote } from '../../../react/ui';
import { ConsoleSection } from '../../console-section';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import type { UserSectionProps } from './section-props';

type MetadataKey = 'clientMetadata' | 'clientReadOnlyMetadata' | 'serverMetadata';

const FIELDS: readonly {
  key: MetadataKey;
  label: ConsoleMessageKey;
  hint: ConsoleMessageKey;
  name: string;
}[] = [
  {
    key: 'clientMetadata',
    label: 'users.metadata.client',
    hint: 'users.metadata.clientHint',
    name: 'clientMetadata',
  },
  {
    key: 'clientReadOnlyMetadata',
    label: 'users.metadata.clientReadOnly',
    hint: 'users.metadata.clientReadOnlyHint',
    name: 'clientReadOnlyMetadata',
  },
  {
    key: 'serverMetadata',
    label: 'users.metadata.server',
    hint: 'users.metadata.serverHint',
    name: 'serverMetadata',
  },
];

/** No metadata (null) is an empty box, and an empty box saves as null. */
const pretty = (value: Json): string => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

function parseJson(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    // An empty box means "no metadata".
    return {
      ok: true,
      value: text.trim() === '' ? {} : (JSON.parse(text) as Json),
    };
  } catch {
    return { ok: false };
  }
}

function JsonField(props: {
  label: string;
  placeholder: string;
  hint: string;
  name: string;
  value: string;
  error: boolean;
  errorText: string;
  disabled: boolean;
  onChange(value: string): void;
}): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="stack-field" part="field">
      <div className="stack-field-label-row">
        <label className="stack-label" htmlFor={id} part="label">
          {props.label}
        </label>
      </div>
      <textarea
        id={id}
        name={props.name}
        className="stack-input stack-users-json"
        part="input"
        rows={4}
        placeholder={props.placeholder}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error || undefined}
        aria-describedby={props.error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error ? <FieldError id={errorId}>{props.errorText}</FieldError> : null}
      <p id={hintId} className="stack-hint" part="hint">
        {props.hint}
      </p>
    </div>
  );
}

export function MetadataSection({ user, reload }: UserSectionProps): ReactNode {
  const t = useConsoleT();
  const action = useSectionAction();
  const [texts, setTexts] = useState<Record<MetadataKey, string>>(() => ({
    clientMetadata: pretty(user.clientMetadata),
    clientReadOnlyMetadata: pretty(user.clientReadOnlyMetadata),
    serverMetadata: pretty(user.serverMetadata),
  }));
  const [invalid, setInvalid] = useState<ReadonlySet<MetadataKey>>(new Set());
  const [failures, setFailures] = useState(0);
  const [saved, setSaved] = useState(0);

  async function save(): Promise<void> {
    setSaved(0);
    const parsed = FIELDS.map((field) => ({
      key: field.key,
      result: parseJson(texts[field.key]),
    }));
    const bad = new Set(parsed.filter((entry) => !entry.result.ok).map((entry) => entry.key));
    setInvalid(bad);
    if (bad.size > 0) {
      setFailures((count) => count + 1);
      return;
    }
    const values = Object.fromEntries(parsed.map((entry) => [entry.key, entry.result.ok ? entry.result.value : null])) as Record<MetadataKey, Json>;
    const ok = await action.run('metadata', async () => {
      await user.update(values);
      await reload();
    });
    if (ok) {
      setTexts({
        clientMetadata: pretty(values.clientMetadata),
        clientReadOnlyMetadata: pretty(values.clientReadOnlyMetadata),
        serverMetadata: pretty(values.serverMetadata),
      });
      setSaved((count) => count + 1);
    } else setFailures((count) => count + 1);
  }

  const busy = action.busy !== null;
  return (
    <ConsoleSection id="user-metadata" title={t('users.metadata.title')} description={t('users.metadata.description')} error={action.error}>
      <Form className="stack-users-metadata" onSubmit={() => void save()} busy={busy} failureCount={failures}>
        {FIELDS.map((field) => (
          <JsonField
            key={field.key}
            label={t(field.label)}
            hint={t(field.hint)}
            placeholder={t('users.metadata.none')}
            name={field.name}
            value={texts[field.key]}
            error={invalid.has(field.key)}
            errorText={t('users.metadata.invalid')}
            disabled={busy}
            onChange={(value) => {
              setTexts((previous) => ({ ...previous, [field.key]: value }));
              setSaved(0);
            }}
          />
        ))}
        <Actions>
          <Button type="submit" variant="secondary" busy={busy} busyLabel={t('console.saving')}>
            {t('users.metadata.save')}
          </Button>
          {saved > 0 ? <SavedNote key={saved}>{t('users.metadata.saved')}</SavedNote> : null}
        </Actions>
      </Form>
    </ConsoleSection>
  );
}
