// docs/order-lifecycle.md draws the lifecycle table as a Mermaid state diagram. It is generated from
// ORDER_LIFECYCLE, every state reachable from a stored order and every step allowed in it, and a test keeps
// the document equal to what this returns, so the picture can never drift from the rules.
import {
  applyStep,
  INITIAL_ORDER_STATE,
  ORDER_LIFECYCLE,
  allows,
  ORDER_STATUS_WORDS,
  type OrderState,
  type OrderStep,
} from './order-lifecycle.ts';

/** 'Baru', 'Lunas, bukti, terkirim', 'Baru, di-upgrade', 'Dibatalkan (Baru, terkirim)'... */
export function stateName(state: OrderState): string {
  const marks = [
    state.has_proof ? 'bukti' : '',
    state.sent ? 'terkirim' : '',
    state.upgraded ? 'di-upgrade' : '',
  ].filter(Boolean);
  const base = [ORDER_STATUS_WORDS[state.status], ...marks].join(', ');
  return state.is_canceled ? `Dibatalkan (${base})` : base;
}

const key = (state: OrderState) =>
  `s${state.status}${state.is_canceled}${Number(state.has_proof)}${Number(state.sent)}` +
  (state.upgraded ? 'u' : '');

/** Every state reachable from a stored order, in the order they are first met, with the steps out of each. */
export function reachableStates(): Array<{
  state: OrderState;
  steps: Array<{ step: OrderStep; to: OrderState | null }>;
}> {
  const seen = new Map<
    string,
    { state: OrderState; steps: Array<{ step: OrderStep; to: OrderState | null }> }
  >();
  const queue: OrderState[] = [INITIAL_ORDER_STATE];
  while (queue.length > 0) {
    const state = queue.shift()!;
    if (seen.has(key(state))) continue;
    const entry = { state, steps: [] as Array<{ step: OrderStep; to: OrderState | null }> };
    seen.set(key(state), entry);
    for (const step of Object.keys(ORDER_LIFECYCLE) as OrderStep[]) {
      if (step === 'store' || !allows(step, state)) continue;
      const to = applyStep(step, state);
      entry.steps.push({ step, to });
      if (to && !seen.has(key(to))) queue.push(to);
    }
  }
  return [...seen.values()];
}

/** The Mermaid source of the diagram; a step that leaves the state as it is draws a loop. */
export function lifecycleMermaid(): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${key(INITIAL_ORDER_STATE)}: ${ORDER_LIFECYCLE.store.label}`];
  const states = reachableStates();
  for (const { state } of states) lines.push(`  ${key(state)}: ${stateName(state)}`);
  for (const { state, steps } of states) {
    const byTarget = new Map<string, string[]>();
    for (const { step, to } of steps) {
      const target = to ? key(to) : 'void';
      byTarget.set(target, [...(byTarget.get(target) ?? []), ORDER_LIFECYCLE[step].label]);
    }
    for (const [target, labels] of byTarget)
      lines.push(`  ${key(state)} --> ${target}: ${labels.join(' / ')}`);
  }
  lines.push('  void: Void (nomor tetap di register)', '  void --> [*]');
  return lines.join('\n');
}
