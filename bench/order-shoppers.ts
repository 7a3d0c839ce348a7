// The concurrent shoppers of `npm run bench:orders`, in a worker thread of their own: the
// server's event loop serves requests only, as it would with shoppers on other machines.
import { parentPort, workerData } from "node:worker_threads";
import { journey, shopClient, timed } from "./order-journey.ts";

const { url, productIds, journeys, total } = workerData as {
  url: string;
  productIds: number[];
  journeys: number;
  total: number;
};
const call = shopClient(url);
const addTimes: number[] = [];
const orderTimes: number[] = [];
let started = 0;

const shopper = async () => {
  while (started < total) {
    const productId = productIds[started % productIds.length] ?? 0;
    started += 1;
    const place = await journey(call, productId, addTimes);
    await timed(orderTimes, place);
  }
};
const began = performance.now();
const cpuBefore = process.threadCpuUsage();
await Promise.all(Array.from({ length: journeys }, shopper));
const cpu = process.threadCpuUsage(cpuBefore);
parentPort?.postMessage({
  addTimes,
  orderTimes,
  seconds: (performance.now() - began) / 1000,
  cpuMs: (cpu.user + cpu.system) / 1000,
});
