// The entry of the sandbox bundle (guest/ and the shims are all the code of ours inside QuickJS, see
// ../sandbox.ts). It takes a render job as JSON text, runs the compiled template and theme with React, React Email and the
// two shims, and answers JSON text (a SandboxReply). Templates see only the modules below.
import './polyfills';
import * as components from '@react-email/components';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { RenderJob, SandboxReply } from '../../render-protocol';
import * as arktype from '../../shims/arktype';
import * as emails from '../../shims/stackframe-emails';
import { lazyModules } from './lazy';
import { render } from './render';

/** The only modules templates may import (compile.ts rejects the others before they get here). */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxRuntime,
  '@react-email/components': components,
  '@stackframe/emails': emails,
  arktype,
};

// Taken before any template runs (a template may replace the globals; the host checks the answer anyway).
const stringify = JSON.stringify;
const parse = JSON.parse;

function load(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const requireModule = (name: string): unknown => {
    if (Object.prototype.hasOwnProperty.call(MODULES, name)) return MODULES[name];
    throw new Error(`Cannot import "${name}" in an e-mail template`);
  };
  // Compiled CommonJS from esbuild; it sees only the require above (and this sandbox's bare globals).
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

async function run(job: RenderJob): Promise<SandboxReply> {
  const templateModule = load(job.templateCode);
  const template = exported(templateModule, 'EmailTemplate', 'template');
  const theme = job.themeCode === null ? Bare : exported(load(job.themeCode), 'EmailTheme', 'theme');
  const variables = variablesFor(job, template, templateModule);
  const unsubscribe = job.unsubscribeLink === undefined ? {} : { unsubscribeLink: job.unsubscribeLink };
  const body = React.createElement(template, { variables, user: job.user, project: { displayName: job.project.displayName }, ...unsubscribe });
  emails.beginCapture();
  const html = await render(React.createElement(theme, { projectLogos: job.project.logos ?? {}, ...unsubscribe }, body));
  const { subject, notificationCategory } = emails.endCapture();
  return { ok: true, html, ...(subject === undefined ? {} : { subject }), ...(notificationCategory === undefined ? {} : { notificationCategory }) };
}

function message(error: unknown): string {
  // QuickJS throws null when it runs out of memory while making the error.
  if (error === null || error === undefined) return 'The template threw nothing usable, or ran out of memory';
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return 'The template threw a value that cannot be shown';
  }
}

/** Called once by the host with the job's JSON; resolves to the reply's JSON. */
async function renderJob(jobJson: string): Promise<string> {
  const waiting = lazyModules().filter((module) => !module.loaded());
  let reply: SandboxReply;
  try {
    const done = await run(parse(jobJson) as RenderJob);
    reply = done.ok && waiting.some((module) => module.loaded()) ? { ...done, loadedLazyModules: true } : done;
  } catch (error) {
    reply = { ok: false, error: message(error) };
  }
  return stringify(reply);
}

/** Called by the host only when it makes an image with every lazy module loaded. */
function preloadLazyModules(): void {
  for (const module of lazyModules()) module.load();
}

Object.assign(globalThis, { renderJob, preloadLazyModules });
