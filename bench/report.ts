// The benchmark's result as markdown: one row per scenario with its target and whether it was met, then the
// checks and the machine. bench/results/latest.md is this text.
import type { RunReport, ScenarioResult } from './run-benchmark.ts';

function verdict(result: ScenarioResult, all: ScenarioResult[]): { target: string; met: boolean } {
  const { target } = result.scenario;
  const m = result.measurement;
  const parts: string[] = [];
  let met = m.errors === 0 && m.non2xx === 0;
  if (target.minRps !== undefined) {
    parts.push(`>= ${target.minRps} req/s`);
    met &&= m.rps >= target.minRps;
  }
  if (target.maxP99 !== undefined) {
    parts.push(`p99 < ${target.maxP99} ms`);
    met &&= m.p99 < target.maxP99;
  }
  if (target.maxP50 !== undefined) {
    parts.push(`p50 < ${target.maxP50} ms`);
    met &&= m.p50 < target.maxP50;
  }
  const base = all.find((r) => r.scenario.key === result.scenario.baseline);
  if (target.minRatio !== undefined && base) {
    parts.push(`>= ${target.minRatio} x baseline`);
    met &&= m.rps / base.measurement.rps >= target.minRatio;
  }
  parts.push('no errors');
  return { target: parts.join(', '), met };
}

export function markdownReport(report: RunReport, command: string): string {
  const { results, machine, fixtures, options } = report;
  const rows = results.map((result) => {
    const m = result.measurement;
    const base = results.find((r) => r.scenario.key === result.scenario.baseline);
    const ratio = base ? (m.rps / base.measurement.rps).toFixed(2) : '';
    const { target, met } = verdict(result, results);
    return `| ${result.scenario.label} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} | ${ratio} | ${result.cpuPerRequestUs.server} | ${result.cpuPerRequestUs.postgres} | ${result.load.toFixed(2)} | ${target} | ${met ? 'yes' : '**no**'} |`;
  });
  const checks = report.checks.map((c) => `- ${c.ok ? 'OK' : '**FAILED**'} ${c.name}: ${c.detail}`);
  return [
    `# Benchmark result`,
    '',
    `Command: \`${command}\` — ${new Date().toISOString()}`,
    `Machine: ${machine.cpus} cores (${machine.cpuModel}; reference work ${machine.referenceMs} ms, lower is faster), Node ${machine.node}, PostgreSQL ${machine.postgres}; load average before ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ${machine.loadAfter.map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min). Client (autocannon) and server on the same host.`,
    `Data: ${fixtures.total} orders, ${fixtures.companyCount} companies. Selective search '${fixtures.selective.term}' (${fixtures.selective.matches} orders), broad '${fixtures.broad.term}' (${fixtures.broad.matches} orders, ${((100 * fixtures.broad.matches) / Math.max(1, fixtures.total)).toFixed(0)}%), company search '${fixtures.companyTerm.term}' (${fixtures.companyTerm.matches} companies), deep page ${fixtures.deepPage}.`,
    `Each scenario: ${options.connections} connections, ${options.warmup} s warm-up then ${options.duration} s measured (login: 50 requests). CPU per request: user + system time of the serving process (ours or the baseline) and of all PostgreSQL processes during the measured run, divided by the requests answered; the rest of the two cores went to autocannon.`,
    '',
    '| Scenario | req/s | p50 ms | p99 ms | errors | non-2xx | x baseline | server CPU µs/req | PostgreSQL CPU µs/req | load (1 min) | target | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows,
    '',
    `Server RSS peak: ${report.peakRssMb.toFixed(0)} MB (target < 250 MB).`,
    '',
    ...checks,
    '',
  ].join('\n');
}
