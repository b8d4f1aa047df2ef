import { randomInt } from 'node:crypto';
import type { Choice, PublishedContent, ChallengeContent, Task } from './challenge.ts';
import type { ParamValues } from './grading.ts';

// Each attempt's own variant: its order of options and items and its own numbers for marked parameters, drawn once
// at start and kept in AttemptStarted, so a reload or a second tab sees exactly the same tasks.

export interface Variant {
  /** taskId → option/item ids in the order this attempt shows them. */
  orders: Record<string, string[]>;
  /** taskId → param name → value. */
  params: Record<string, ParamValues>;
}

export type Draw = (n: number) => number;
const cryptoDraw: Draw = (n) => randomInt(n);

function shuffled<T>(items: readonly T[], draw: Draw): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function drawVariant(content: PublishedContent, draw: Draw = cryptoDraw): Variant {
  const variant: Variant = { orders: {}, params: {} };
  for (const task of content.tasks) {
    if (task.kind === 'single' || task.kind === 'multiple') variant.orders[task.id] = shuffled(task.options, draw).map((o) => o.id);
    if (task.kind === 'ordering') {
      // Never show an ordering already solved (unless it has one item).
      let order = shuffled(task.items, draw).map((o) => o.id);
      for (let tries = 0; tries < 5 && task.items.length > 1 && order.join() === task.items.map((i) => i.id).join(); tries++) {
        order = shuffled(task.items, draw).map((o) => o.id);
      }
      variant.orders[task.id] = order;
    }
    if (task.kind === 'numeric') {
      const values: Record<string, number> = {};
      for (const p of task.params) {
        const steps = Math.floor((p.max - p.min) / p.step + 1e-9);
        values[p.name] = Number((p.min + draw(steps + 1) * p.step).toPrecision(12));
      }
      variant.params[task.id] = values;
    }
  }
  return variant;
}

/** The author's own order and every param at its minimum: what the preview shows. */
export function identityVariant(content: ChallengeContent): Variant {
  const variant: Variant = { orders: {}, params: {} };
  for (const task of content.tasks) {
    if (task.kind === 'single' || task.kind === 'multiple') variant.orders[task.id] = task.options.map((o) => o.id);
    if (task.kind === 'ordering') variant.orders[task.id] = task.items.map((o) => o.id);
    if (task.kind === 'numeric') variant.params[task.id] = Object.fromEntries(task.params.map((p) => [p.name, p.min]));
  }
  return variant;
}

/** A task as a student sees it: built field by field, so no answer, expression, tolerance or rubric can slip in. */
export type StudentTask =
  | { id: string; kind: 'single' | 'multiple'; prompt: string; points: number; options: Choice[] }
  | { id: string; kind: 'numeric'; prompt: string; points: number; unit: string }
  | { id: string; kind: 'ordering'; prompt: string; points: number; items: Choice[] }
  | { id: string; kind: 'written'; prompt: string; points: number; maxLength: number };

function inOrder(choices: readonly Choice[], order: readonly string[] | undefined): Choice[] {
  const byId = new Map(choices.map((c) => [c.id, c]));
  const ordered = (order ?? choices.map((c) => c.id)).map((id) => byId.get(id)).filter((c): c is Choice => c !== undefined);
  return ordered.map((c) => ({ id: c.id, text: c.text }));
}

const formatNumber = (n: number): string => String(Number(n.toPrecision(12)));

export function studentTask(task: Task, variant: Variant): StudentTask {
  const base = { id: task.id, prompt: task.prompt, points: task.points };
  switch (task.kind) {
    case 'single':
    case 'multiple':
      return { ...base, kind: task.kind, options: inOrder(task.options, variant.orders[task.id]) };
    case 'ordering':
      return { ...base, kind: 'ordering', items: inOrder(task.items, variant.orders[task.id]) };
    case 'written':
      return { ...base, kind: 'written', maxLength: task.maxLength };
    case 'numeric': {
      const values = variant.params[task.id] ?? {};
      const prompt = task.prompt.replace(/\{\{\s*([a-z])\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : formatNumber(values[name])));
      return { ...base, kind: 'numeric', prompt, unit: task.unit };
    }
  }
}

export const studentTasks = (content: ChallengeContent, variant: Variant): StudentTask[] => content.tasks.map((t) => studentTask(t, variant));
