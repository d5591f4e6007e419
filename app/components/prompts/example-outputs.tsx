import type { ExampleKind } from "~/db/enums";
import { imageUrl } from "~/utils/image-variants";
import { PromptImage } from "./prompt-image";

type Example = { position: number; kind: ExampleKind; image: string | null; text: string | null };

/**
 * "Example outputs" on a prompt's page: public before purchase, in slot order; images lazy with
 * their width variants, each a link to the full-size image; texts as quoted preformatted text. Nothing when there are none.
 */
export function ExampleOutputs({ examples, title }: { examples: Example[]; title: string }) {
  if (!examples.length) return null;
  return (
    <section aria-labelledby="examples-heading" className="card space-y-4">
      <h2 id="examples-heading" className="text-lg font-semibold">
        Example outputs
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {examples.map((example) => (
          <li key={example.position}>
            <ExampleOutput example={example} title={title} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExampleOutput({ example, title }: { example: Example; title: string }) {
  const name = `Example output ${example.position}`;
  if (example.kind === "image") {
    const image = (
      <PromptImage
        imageKey={example.image}
        alt={`${name} for ${title}`}
        layout="example"
        width={800}
        height={600}
        className="aspect-[4/3] rounded-xl"
      />
    );
    const full = imageUrl(example.image);
    if (!full) return image;
    // The stored image at its full width, in the browser's own viewer: no script needed.
    return (
      <a href={full} className="group block space-y-1">
        {image}
        <span className="text-sm font-medium text-brand-700 group-hover:underline">
          View full size
        </span>
      </a>
    );
  }
  return (
    <figure className="h-full space-y-2">
      <figcaption className="text-sm font-medium text-gray-700">{name}</figcaption>
      <blockquote className="max-h-80 overflow-auto rounded-lg border-l-4 border-brand-300 bg-gray-50 p-3">
        <pre className="font-sans text-sm whitespace-pre-wrap text-gray-800">{example.text}</pre>
      </blockquote>
    </figure>
  );
}
