// Turning the console's chat (context type + messages) into chat-completion turns, and the
// instructions each context gives the model.
import type { Json } from '../../src/protocol/schema';
import type { AiChatContextType, AiChatMessageWire } from '../../src/protocol/wire/ai-chat';
import type { ChatTurn } from './model';

const TSX_RULES =
  'Sources are TSX modules rendered with React Email (@react-email/components). When you change a source, ' +
  'answer with the complete new source in a single ```tsx code block, then at most a few sentences on what changed.';

const INSTRUCTIONS: Record<AiChatContextType, string> = {
  'email-theme':
    'You help the owner of a Stack Auth project edit an e-mail theme: the layout (header, footer, fonts, colours) ' +
    'that wraps every e-mail of the project. The theme exports a component that receives the e-mail body as children. ' +
    TSX_RULES,
  'email-template':
    'You help the owner of a Stack Auth project edit an e-mail template (such as e-mail verification, password reset, ' +
    'magic link or team invitation). The template exports the e-mail body component and its subject; links and codes ' +
    'come in as variables and must be kept. ' +
    TSX_RULES,
  'email-draft':
    'You help the owner of a Stack Auth project write a one-off e-mail (a draft) to send to users of the project. ' +
    TSX_RULES,
  'custom-dashboard':
    'You help the owner of a Stack Auth project describe a custom dashboard page over the project data. Answer concisely.',
};

export const REWRITE_INSTRUCTIONS =
  'Rewrite the given Stack Auth e-mail template source so it reads well and renders cleanly in common mail clients, ' +
  'keeping its exports, subject, variables and links. Answer with the complete TSX source only, without explanations.';

/** The text of a message's content: a string, or the text parts of a parts array (tool calls summarised). */
function textOf(content: Json): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return content === null ? '' : JSON.stringify(content);
  return content
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part && typeof part === 'object' && !Array.isArray(part)) {
        if (typeof part.text === 'string') return part.text;
        if (part.type === 'tool-call') return `[tool ${String(part.toolName)}: ${JSON.stringify(part.args ?? null)}]`;
      }
      return '';
    })
    .filter((text) => text.length > 0)
    .join('\n');
}

export function chatTurns(contextType: AiChatContextType, messages: AiChatMessageWire[]): ChatTurn[] {
  const turns: ChatTurn[] = [{ role: 'system', content: INSTRUCTIONS[contextType] }];
  for (const message of messages) {
    const text = textOf(message.content);
    if (text.length === 0) continue;
    // Tool results go back to the model as what the user's side reported.
    turns.push(message.role === 'tool' ? { role: 'user', content: `Tool result:\n${text}` } : { role: message.role, content: text });
  }
  return turns;
}

/** The source inside the first ``` block of an answer, or the whole answer when there is none. */
export function sourceOf(answer: string): string {
  const fenced = /```(?:tsx|jsx|typescript|ts)?\s*\n([\s\S]*?)```/.exec(answer);
  return (fenced ? fenced[1]! : answer).trim();
}
