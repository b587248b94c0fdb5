/** A task after those already queued on a message channel, as React's scheduler queues them. */
export const schedulerTask = () =>
  new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(null);
    channel.port2.postMessage(null);
  });
