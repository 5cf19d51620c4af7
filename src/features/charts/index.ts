// Charts load with the screens that show them (dynamic import), never with the home route.
export { SharePie } from './share-pie';
export { TrendChart, type Series } from './trend-chart';
export { chartSamples, fanSeries, ranges, sum, workMetrics, workSeries, type Range } from './sample-data';
