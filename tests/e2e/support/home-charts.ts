import type { Page } from '@playwright/test';

/** A bar's value in a chart's accessible description ('… Comirnaty: 3; Hepatitis B: 1.'), 0 when absent. */
const barValue = (description: string, label: string) => {
  const points = description.slice(description.indexOf('. ') + 2).replace(/\.$/, '');
  const point = points.split('; ').find((candidate) => candidate.startsWith(`${label}: `));
  return point === undefined ? 0 : Number(point.slice(label.length + 2));
};

/**
 * Opens the home page, chooses a centre and reads both charts as a screen reader would:
 * the doses applied there for a vaccine and the vials left in a batch ('Lote … (…)').
 */
export const readHomeCharts = async (page: Page, options: { center: string; vaccine: string; batchLabel: string }) => {
  await page.goto('/inicio');
  const availability = page.getByRole('img', { name: /Dosis disponibles por lote/ });
  await availability.waitFor();
  await page.getByLabel('Centro de Salud').selectOption({ label: options.center });
  const doses = page.getByRole('img', { name: /Dosis aplicadas por vacuna/ });
  await doses.waitFor();
  return {
    doses: barValue((await doses.getAttribute('aria-label')) ?? '', options.vaccine),
    vials: barValue((await availability.getAttribute('aria-label')) ?? '', options.batchLabel),
  };
};
