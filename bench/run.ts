import { budgetSummary, measureBundles, measureLazyChunks, measureRouteChunks } from './bundle-size';
import { benchApiThroughput } from './api-throughput';
import { benchCreateOrder } from './create-order';
import { benchOverlayOpen } from './overlay-open';
import { benchEmbedOpen } from './embed-open';
import { benchLighthouse } from './lighthouse';
import { benchGrowth } from './growth';
import { report } from './support/results';
import { writeQualityDoc } from '../scripts/write-quality-doc';
import { reportTargets } from './targets';

/** `npm run bench`: every benchmark in one run, each printing its table and writing bench/results/*.json. */
const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

if (wants('bundles')) {
  report('bundle-size', measureBundles(), { budgets: budgetSummary() });
  report('route-chunks', measureRouteChunks(), { rule: 'each booking page is a chunk of its own, outside the first load' });
  report('guest-info-chunks', measureLazyChunks('guest-info'), { rule: 'the form loads with the shell; enrollment, travel agent and insurance only when shown' });
  report('payment-chunks', measureLazyChunks('payment'), { rule: 'the card form loads with the shell' });
}
if (wants('api')) await benchApiThroughput();
if (wants('open')) await benchOverlayOpen();
// The loader's open beside our host's: part of `open`, or alone as `embed`.
if (wants('open') || wants('embed')) await benchEmbedOpen();
if (wants('orders')) await benchCreateOrder();
if (wants('lighthouse')) await benchLighthouse();
if (wants('growth')) await benchGrowth();
// Every target beside its newest figure, yes or no; then docs/quality.md and the README's table show
// what bench/results holds now, this run's files beside any older ones.
reportTargets();
writeQualityDoc();
