import type { ReactNode } from "react";
import { PageFrame } from "../PageFrame/PageFrame";
import "./Document.css";

export interface DocumentSection {
  key: string;
  title: string;
  /** Paragraphs separated by line breaks, as written in the locale files. */
  body: string;
}

interface DocumentProps {
  intro: string;
  updated: string;
  sections: readonly DocumentSection[];
  footer?: ReactNode;
}

/** A long text in titled sections (the agreements): readable width, headings for navigation. */
export function Document({ intro, updated, sections, footer }: DocumentProps) {
  return (
    <PageFrame>
      <article className="document">
        <p className="document__updated">{updated}</p>
        <p className="document__intro">{intro}</p>
        {sections.map((section, index) => (
          <section key={section.key} aria-labelledby={`doc-${section.key}`}>
            <h2 id={`doc-${section.key}`}>
              {index + 1}. {section.title}
            </h2>
            {section.body.split("\n").map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {footer}
      </article>
    </PageFrame>
  );
}
