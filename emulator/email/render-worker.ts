// The render worker (a node:worker_threads thread): runs compiled templates and themes with React and
// React Email. A template that loops forever or crashes takes only this thread down; the pool replaces it.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as components from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { parentPort } from 'node:worker_threads';
import type { RenderJob, RenderReply, WorkerMessage, WorkerRequest } from './render-protocol';
import * as arktype from './shims/arktype';
import * as emails from './shims/stackframe-emails';

/** The only modules templates may import (compile.ts rejects the others before they get here). */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxRuntime,
  '@react-email/components': components,
  '@stackframe/emails': emails,
  arktype,
};

function load(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const requireModule = (name: string): unknown => {
    if (name in MODULES) return MODULES[name];
    throw new Error(`Cannot import "${name}" in an e-mail template`);
  };
  // Compiled CommonJS from esbuild; it sees only the require above.
  new Function('require', 'module', 'exports', code)(requireModule, module, module.exports);
  return module.exports;
}

type Component = (props: Record<string, unknown>) => React.ReactNode;

function exported(module: Record<string, unknown>, name: string, what: string): Component {
  const value = module[name];
  if (typeof value !== 'function') throw new Error(`The ${what} must export a function component named ${name}`);
  return value as Component;
}

function variablesFor(job: RenderJob, template: Component, module: Record<string, unknown>): Record<string, unknown> {
  const preview = (template as { PreviewVariables?: unknown }).PreviewVariables;
  const merged = { ...(job.previewMode && typeof preview === 'object' && preview !== null ? preview : {}), ...job.variables };
  const schema = module.variablesSchema;
  if (typeof schema !== 'function') return merged;
  const checked: unknown = schema(merged);
  if (checked instanceof Error) throw new Error(`The variables do not match the template's variablesSchema: ${(checked as { summary?: string }).summary ?? checked.message}`);
  return typeof checked === 'object' && checked !== null ? (checked as Record<string, unknown>) : merged;
}

/** Html + Body around a template rendered without a theme. */
const Bare: Component = (props) => React.createElement(components.Html, null, React.createElement(components.Body, null, props.children as React.ReactNode));

async function run(job: RenderJob): Promise<RenderReply> {
  try {
    const templateModule = load(job.templateCode);
    const template = exported(templateModule, 'EmailTemplate', 'template');
    const theme = job.themeCode === null ? Bare : exported(load(job.themeCode), 'EmailTheme', 'theme');
    const variables = variablesFor(job, template, templateModule);
    const unsubscribe = job.unsubscribeLink === undefined ? {} : { unsubscribeLink: job.unsubscribeLink };
    const body = React.createElement(template, { variables, user: job.user, project: { displayName: job.project.displayName }, ...unsubscribe });
    const logos = job.project.logos ?? {};
    emails.beginCapture();
    const html = await render(React.createElement(theme, { projectLogos: logos, ...unsubscribe }, body));
    const markers = emails.endCapture();
    return { ok: true, output: { html, text: toPlainText(html), ...definedOnly(markers) } };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function definedOnly(markers: { subject?: string; notificationCategory?: string }): { subject?: string; notificationCategory?: string } {
  return Object.fromEntries(Object.entries(markers).filter(([, v]) => v !== undefined));
}

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread');
port.on('message', (request: WorkerRequest) => {
  void run(request.job).then((reply) => port.postMessage({ type: 'done', id: request.id, reply } satisfies WorkerMessage));
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
