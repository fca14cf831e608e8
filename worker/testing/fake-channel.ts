import type { ChannelLike } from '#worker/tab-bus'

/** Test support: BroadcastChannels of one origin, delivering to every other channel, later. */
export class FakeBroadcastHub {
  readonly #channels = new Set<FakeChannel>()

  open(): ChannelLike {
    const channel = new FakeChannel(this.#channels)
    this.#channels.add(channel)
    return channel
  }
}

class FakeChannel implements ChannelLike {
  readonly #listeners = new Set<(event: MessageEvent) => void>()

  constructor(readonly peers: Set<FakeChannel>) {}

  postMessage(message: unknown): void {
    // Structured clone, as the real channel does: no shared objects between tabs.
    const data = structuredClone(message)
    for (const peer of this.peers) {
      if (peer === this) continue
      setTimeout(() => {
        for (const listener of peer.#listeners) listener(new MessageEvent('message', { data }))
      }, 0)
    }
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.add(listener)
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.delete(listener)
  }

  close(): void {
    this.peers.delete(this)
    this.#listeners.clear()
  }
}
