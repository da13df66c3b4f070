// A scripted person in a Chromium page: does one action (open the form, fill it, submit), waits for the
// UI's word (a success sign, or failure words once nothing is busy), and like a person presses "Try
// again" on a read that failed and submits again after a failure, up to a bound. Keeps every failure
// text it read, so the caller can check that each was words (no code, status, path or stack).
import type { Locator, Page } from 'playwright-core';

/** The UI's last word for one action. */
export interface Outcome {
  final: 'success' | 'failure';
  /** How many times the person submitted. */
  submits: number;
  /** Every distinct failure text read while doing it (alerts and field errors). */
  failures: string[];
}

export interface ActionSteps {
  /** Where the failure words of this action show (an alert or a field error inside). */
  scope: Locator;
  /** Gets to the form and fills it (false: could not); called again when the form is gone before a resubmit. */
  open(): Promise<boolean>;
  submit: Locator;
  /** The fields and what the person types; checked and typed again before every submit (a reload empties them). */
  fields?: readonly (readonly [Locator, string])[];
  /** Visible once the action succeeded. */
  success: Locator;
  /** Failure words after which a person stops submitting (e.g. "already exists"). */
  giveUp?: RegExp;
}

/** Put in an outcome's failures when the UI said nothing within the limit (no words at all). */
export const SILENT = '(nothing shown within 20 s)';
/** Put in an outcome's failures when the form could not be reached (a read that never recovered). */
export const UNREACHABLE = '(the form never showed)';

/** Failure texts that leak a code, a status, schema or code text instead of words. */
const NOT_WORDS: readonly RegExp[] = [
  /[A-Z]{2,}_[A-Z_]+/, // a known-error code
  /\b[1-5]\d\d\b/, // a status number
  /\bbody\./, // a schema path
  /(^|\s)\/[a-z-]+\/[a-z-]/i, // an API path
  /\bundefined\b|\bnull\b|\bNaN\b|\[object /,
  /\bat \S+ \(|Error:|TypeError|SyntaxError|JSON\.parse|Unexpected token|Failed to fetch/, // stack or engine text
];

export function notInWords(text: string): boolean {
  return NOT_WORDS.some((pattern) => pattern.test(text));
}

const POLL_MS = 150;
const SETTLE_LIMIT_MS = 20_000;

/** Visible texts of the failure elements inside `scope`. */
async function failureTexts(scope: Locator): Promise<string[]> {
  const found = scope.locator('[role=alert], .stack-field-error');
  const texts: string[] = [];
  for (const item of await found.all()) {
    if (await item.isVisible().catch(() => false)) {
      const text = (await item.textContent().catch(() => ''))?.trim() ?? '';
      if (text) texts.push(text);
    }
  }
  return texts;
}

export class ScriptedPerson {
  /** Failure texts seen on reads the person recovered with "Try again" (they must be words too). */
  readonly readFailures: string[] = [];
  /** "Try again" presses on failed reads. */
  tryAgainPresses = 0;
  /** What the elements showed when a form never came (their visible text, shadow roots included). */
  readonly unreachable: string[] = [];

  constructor(
    readonly page: Page,
    private readonly maxSubmits = 4,
  ) {}

  /** Presses a visible "Try again" (a read that failed), noting the words around it; true if one was pressed. */
  private async recoverRead(): Promise<boolean> {
    const retry = this.page.getByRole('button', { name: 'Try again' });
    for (const button of await retry.all().catch(() => [])) {
      if (!(await button.isVisible().catch(() => false))) continue;
      this.readFailures.push(...(await failureTexts(this.page.locator('body')).catch(() => [])));
      await button.click({ timeout: 2000 }).catch(() => undefined);
      this.tryAgainPresses++;
      return true;
    }
    return false;
  }

  /** Waits until `target` shows, pressing "Try again" on failed reads meanwhile; false after the limit. */
  async reach(target: Locator, limitMs = 15_000): Promise<boolean> {
    const end = Date.now() + limitMs;
    while (Date.now() < end) {
      if (await target.first().isVisible().catch(() => false)) return true;
      await this.recoverRead();
      await this.page.waitForTimeout(POLL_MS);
    }
    return false;
  }

  /** Waits for the word after a submit: success, or failure texts once the scope is no longer busy. */
  private async settle(steps: ActionSteps): Promise<{ success: true } | { success: false; texts: string[] }> {
    const started = Date.now();
    let sawBusy = false;
    while (Date.now() - started < SETTLE_LIMIT_MS) {
      if (await steps.success.first().isVisible().catch(() => false)) return { success: true };
      const busy = (await steps.scope.locator('[aria-busy="true"]').count().catch(() => 0)) > 0;
      sawBusy ||= busy;
      if (!busy && (sawBusy || Date.now() - started > 1000)) {
        const texts = await failureTexts(steps.scope);
        if (texts.length > 0) return { success: false, texts };
      }
      if (!busy) await this.recoverRead();
      await this.page.waitForTimeout(POLL_MS);
    }
    return { success: false, texts: [] };
  }

  /** The visible text of every element on the page, through open shadow roots. */
  private async shownText(): Promise<string> {
    return this.page
      .evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((el) => el.tagName.startsWith('STACK-'))
          .map((el) => `${el.tagName.toLowerCase()}: ${((el.shadowRoot as unknown as HTMLElement | null)?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').slice(0, 1000)}`)
          .join(' | '),
      )
      .catch(() => '(page gone)');
  }

  /** Does one action like a person: submit, read the word, submit again after a failure (bounded). */
  async perform(steps: ActionSteps): Promise<Outcome> {
    const failures: string[] = [];
    let submits = 0;
    while (submits < this.maxSubmits) {
      const ready = (await steps.submit.isVisible().catch(() => false)) || ((await steps.open()) && (await this.reach(steps.submit, 10_000)));
      if (!ready) {
        failures.push(UNREACHABLE);
        this.unreachable.push(await this.shownText());
        break;
      }
      for (const [field, value] of steps.fields ?? []) {
        if ((await field.inputValue({ timeout: 5000 }).catch(() => value)) !== value) await field.fill(value, { timeout: 5000 }).catch(() => undefined);
      }
      submits++;
      await steps.submit.click({ timeout: 10_000 });
      const word = await this.settle(steps);
      if (word.success) return { final: 'success', submits, failures };
      const texts = word.texts.length > 0 ? word.texts : [SILENT];
      for (const text of texts) if (!failures.includes(text)) failures.push(text);
      if (steps.giveUp && texts.some((text) => steps.giveUp?.test(text))) break;
    }
    return { final: 'failure', submits, failures };
  }
}
