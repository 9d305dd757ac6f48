import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Message files: `…/messages/<locale>.ts`, one per folder and locale. */
export const MESSAGE_FILE = /[\\/]messages[\\/](?:en-US|en-CA|fr-CA)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function messageText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  const expressions = node.expressions as unknown[] | undefined;
  if (node.type === 'TemplateLiteral' && expressions?.length === 0 && quasis?.length === 1) {
    return quasis[0]?.value.cooked;
  }
  return undefined;
}

/**
 * Replaces every string value of the object literals in a (compiled) message module with its ICU
 * AST, so the browser never needs the ICU parser. Keys, spreads and everything else stay as written.
 */
export function precompileMessageModule(code: string, program: unknown): string {
  const replacements: { start: number; end: number; text: string }[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'Property' && !value.computed && isNode(value.value)) {
      const text = messageText(value.value);
      if (text !== undefined) {
        replacements.push({
          start: value.value.start,
          end: value.value.end,
          text: JSON.stringify(parse(text)),
        });
        return;
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  visit(program);

  let out = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  }
  return out;
}

/**
 * Build only: message files ship as precompiled ICU ASTs and the ICU parser is swapped for its
 * parser-less build (formatjs's documented production set-up). Saves ~9 KB gzip of entry JS.
 * Development and tests keep plain strings and the full parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'orbit:precompile-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!MESSAGE_FILE.test(id.split('?')[0] ?? id)) return null;
      return { code: precompileMessageModule(code, this.parse(code)), map: null };
    },
  };
}
