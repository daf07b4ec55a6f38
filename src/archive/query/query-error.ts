// A request the engine cannot answer as asked: the server turns it into a 400 with this message.

export class QueryError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}
