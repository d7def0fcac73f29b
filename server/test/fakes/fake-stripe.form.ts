/**
 * Parses Stripe's form bodies (application/x-www-form-urlencoded with bracket notation, as stripe-node
 * sends them: `line_items[0][price_data][unit_amount]=3999`, `metadata[plan]=pro`) into nested objects.
 * Numeric segments make arrays. Values stay strings, as Stripe receives them.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function segments(key: string): string[] {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = segments(key);
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1] ?? '');
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A value at a dotted path of a parsed form (`line_items.0.price_data.unit_amount`), or undefined. */
export function formAt(form: FormValue | undefined, path: string): FormValue | undefined {
  let node: FormValue | undefined = form;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return node;
}

export const formString = (form: FormValue | undefined, path: string): string | undefined => {
  const value = formAt(form, path);
  return typeof value === 'string' ? value : undefined;
};
