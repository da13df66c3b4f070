// Build step of the end-user script: it calls the API with client access only and reads, of each endpoint
// descriptor in src/protocol/endpoints, the method, path, access and the client's view of the answer
// (src/core/http/endpoint-call.ts). So in those files every `perCaller(client, server)` becomes `client`
// and every `endpoint({...})` loses its request schemas (body, query, params; the emulator checks requests) and,
// when no client may call it, its answer; the schemas only those used fall out of the script. The npm package and the console keep them whole.
import ts from 'typescript';
import type { Plugin } from 'vite';

const DESCRIPTORS = /[\\/]src[\\/]protocol[\\/]endpoints[\\/][^\\/]+\.ts$/;
/** What only a server reads of a descriptor. */
const REQUEST_ONLY = new Set(['body', 'query', 'params', 'requiredHeaders', 'requireUser']);
/** Access sets without the client: such an endpoint's answer is never the script's to read. */
const NOT_CLIENT = new Set(['SERVER_CALLERS', 'ADMIN_CALLERS']);

function calls(node: ts.Node, name: string): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
}

/** The source with each descriptor's request-only properties cut and each per-caller pair read as the client's view. */
export function clientDescriptors(file: string, source: string): string {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (calls(node, 'perCaller') && node.arguments[0]) {
      const client = node.arguments[0];
      edits.push({ start: node.getStart(sf), end: node.getEnd(), text: client.getText(sf) });
      return;
    }
    if (calls(node, 'endpoint') && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
      const props = node.arguments[0].properties;
      const nameOf = (prop: ts.ObjectLiteralElementLike): string | null =>
        prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : null;
      const access = props.find((prop) => nameOf(prop) === 'access');
      const serverOnly = access !== undefined && ts.isPropertyAssignment(access) && NOT_CLIENT.has(access.initializer.getText(sf));
      for (const prop of props) {
        const name = nameOf(prop);
        if (name === null || !(REQUEST_ONLY.has(name) || (serverOnly && name === 'answer'))) {
          ts.forEachChild(prop, visit);
          continue;
        }
        // The property with its trailing comma (a cut that left `,,` would not parse).
        const comma = /^\s*,/.exec(source.slice(prop.getEnd()))?.[0].length ?? 0;
        edits.push({ start: prop.getStart(sf), end: prop.getEnd() + comma, text: '' });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = source;
  // From the end, so earlier offsets stay valid (the edits do not overlap: a visited node's children are not).
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function clientOnlyDescriptors(): Plugin {
  return {
    name: 'stack-client-descriptors',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!DESCRIPTORS.test(id)) return null;
      return { code: clientDescriptors(id, code), map: null };
    },
  };
}
