/** What to do with a message containing a word: refuse it, or send it with the word masked. */
export type WordAction = "refuse" | "mask";

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Length and action of the longest word ending here (through fail links too). */
  out: { length: number; action: WordAction }[];
}

export interface WordScan {
  refused: boolean;
  /** The text with every masked word replaced by asterisks. */
  text: string;
}

/**
 * Aho–Corasick automaton over a word list: one pass over a message finds every listed word,
 * however many words there are. Matching ignores case.
 */
export function buildWordFilter(words: readonly { word: string; action: WordAction }[]) {
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  for (const { word, action } of words) {
    const chars = [...word.trim().toLowerCase()];
    if (chars.length === 0) continue;
    let state = 0;
    for (const char of chars) {
      let child = nodes[state]?.next.get(char);
      if (child === undefined) {
        child = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [] });
        nodes[state]?.next.set(char, child);
      }
      state = child;
    }
    nodes[state]?.out.push({ length: chars.length, action });
  }
  // Breadth-first: each node's fail link is the longest proper suffix that is also a prefix.
  const queue: number[] = [...(nodes[0]?.next.values() ?? [])];
  for (let i = 0; i < queue.length; i++) {
    const state = queue[i] as number;
    const node = nodes[state] as Node;
    for (const [char, child] of node.next) {
      let fail = node.fail;
      while (fail !== 0 && !nodes[fail]?.next.has(char)) fail = nodes[fail]?.fail ?? 0;
      const target = nodes[fail]?.next.get(char);
      const childNode = nodes[child] as Node;
      childNode.fail = target !== undefined && target !== child ? target : 0;
      childNode.out.push(...(nodes[childNode.fail]?.out ?? []));
      queue.push(child);
    }
  }

  return {
    size: words.length,
    scan(text: string): WordScan {
      const chars = [...text];
      const mask = new Array<boolean>(chars.length).fill(false);
      let refused = false;
      let state = 0;
      chars.forEach((raw, index) => {
        const char = raw.toLowerCase();
        while (state !== 0 && !nodes[state]?.next.has(char)) state = nodes[state]?.fail ?? 0;
        state = nodes[state]?.next.get(char) ?? 0;
        for (const hit of nodes[state]?.out ?? []) {
          if (hit.action === "refuse") refused = true;
          else for (let k = index - hit.length + 1; k <= index; k++) mask[k] = true;
        }
      });
      return { refused, text: chars.map((char, i) => (mask[i] ? "*" : char)).join("") };
    },
  };
}
export type WordFilter = ReturnType<typeof buildWordFilter>;
