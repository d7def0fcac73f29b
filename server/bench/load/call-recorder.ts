/** Per-call latencies and failures of the measured phase, and their summary (p50/p99 by nearest rank). */

export interface CallSummary {
  call: string;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** The nearest-rank percentile of sorted values (0 for none). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export class CallRecorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  readonly errorSamples: string[] = [];
  /** Every answered call: when it ended (Date.now()), its name and its time in ms, for the timeline. */
  readonly events: { at: number; call: string; ms: number }[] = [];

  /** Times `work` as the call `name`; a throw counts as an error (and is not rethrown). */
  async time<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    const began = performance.now();
    try {
      const value = await work();
      this.add(name, performance.now() - began);
      return value;
    } catch (error) {
      this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
      if (this.errorSamples.length < 10) this.errorSamples.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private add(name: string, ms: number): void {
    this.events.push({ at: Date.now(), call: name, ms });
    const list = this.latencies.get(name) ?? [];
    list.push(ms);
    this.latencies.set(name, list);
  }

  get errors(): number {
    return [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  summary(seconds: number): CallSummary[] {
    const names = [...new Set([...this.latencies.keys(), ...this.failures.keys()])];
    const rows = names.map((call) => {
      const sorted = [...(this.latencies.get(call) ?? [])].sort((a, b) => a - b);
      const rank = (p: number) => percentile(sorted, p);
      const errors = this.failures.get(call) ?? 0;
      return { call, count: sorted.length, rps: (sorted.length + errors) / seconds, p50: rank(50), p99: rank(99), max: sorted.at(-1) ?? 0, errors };
    });
    const all = rows.reduce((sum, row) => sum + row.count + row.errors, 0);
    rows.push({ call: 'all calls', count: all, rps: all / seconds, p50: NaN, p99: NaN, max: NaN, errors: this.errors });
    return rows;
  }
}
