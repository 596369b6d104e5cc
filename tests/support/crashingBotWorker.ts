// A bot worker that dies mid-decision (the thread exits), for the pool's and the room's crash tests.
export default function crash(): never {
  process.exit(1);
}
