// Charts load with the pages that draw them (the charts block, a dynamic import), never with the home route.
export { SharePie } from './share-pie';
export { TrendChart } from './trend-chart';
