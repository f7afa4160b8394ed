/** The channel the API processes of one deployment announce catalogue changes on. */
export const CATALOG_CHANNEL = 'catalog_changed';

/** How the listening connection names itself to the server (`pg_stat_activity`, `CLIENT LIST`). */
export const LISTENER_NAME = 'catalog-invalidation';

export interface ChannelHandlers {
  /** An announcement arrived; `sender` is the id the announcing process published. */
  message(sender: string): void;
  /** The subscription is (again) in place; anything announced while it was not may have been missed. */
  listening(): void;
}

/** How API processes tell each other that the catalogue changed: PostgreSQL LISTEN/NOTIFY or Redis pub/sub. */
export interface InvalidationChannel {
  /** Starts listening. Resolves once listening or once the first attempt failed; it keeps trying after that. */
  listen(handlers: ChannelHandlers): Promise<void>;
  publish(sender: string): Promise<void>;
  close(): Promise<void>;
}
