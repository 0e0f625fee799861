// The console's accessibility audit: axe-core's WCAG 2 A/AA rules run inside a page, for the browser tests.
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * A page of `context` that loads axe-core before any page script (an init script is not subject to the console's
 * CSP, which forbids injected scripts).
 */
export async function auditPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page;
}

/** The rules that passed and the violations (rule and where) on what `page` shows now. */
export function audit(page: Page): Promise<{ passed: string[]; failed: string[] }> {
  return page.evaluate(async () => {
    type Rule = { id: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Rule[]; passes: Rule[] }> };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return {
      passed: r.passes.map((p) => p.id),
      failed: r.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    };
  });
}
