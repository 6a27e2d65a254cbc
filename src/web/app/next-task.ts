/**
 * A later task of the browser's event loop: what is queued before it (a paint, a key press) runs
 * first. A message rather than a timer: a background tab's timers are slowed to once a second.
 *
 * Why a route's code waits for one (issue 27): the server hints a page's chunks with it, so they have
 * arrived by the time React Router asks for them, and a module already fetched is evaluated in the
 * task that imports it. Waiting keeps that task short: the staff container's code was one task of
 * 44–76 ms on our machines (four times that on Lighthouse's phone, where total blocking time counts
 * all but 50 ms of a task); in two parts with a wait between, mostly 11–21 and 28–52 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
