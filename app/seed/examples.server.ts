import { and, eq, inArray } from "drizzle-orm";
import { db, transaction, firstRow } from "~/db/client.server";
import { promptExamples, prompts } from "~/db/tables.server";
import { deleteImage } from "~/models/uploads.server";
import { savePromptImage } from "./images.server";

/** Example outputs of a few demo prompts (decision 0250): generated artwork for images, texts as written. */
const DEMO_EXAMPLES: { title: string; examples: ({ image: string } | { text: string })[] }[] = [
  {
    title: "Dreamy Watercolor Landscapes",
    examples: [{ image: "Misty lake at dawn" }, { image: "Autumn valley" }],
  },
  {
    title: "Meeting Notes to Action Items",
    examples: [
      {
        text: `Summary
- Launch moves to 14 March; the payment provider needs one more week.
- Support hires two contractors for launch week.

Action items
| Task | Owner | Deadline |
| Confirm the new date with the provider | Priya | Fri 1 Mar |
| Draft the launch-week support rota | Tom | Wed 6 Mar |

Open question: who approves the revised press release? (Dana to decide)`,
      },
    ],
  },
  {
    title: "Socratic Tutor",
    examples: [
      {
        text: `Student: Why does ice float?
Tutor: Good question. What do you know about how heavy a litre of ice is compared with a litre of water?
Student: Ice is lighter?
Tutor: What would have to happen to the water molecules for the same mass to take up more room?`,
      },
    ],
  },
];

/**
 * Adds the demo examples to demo prompts that have none (by title, among `vendorIds`' prompts):
 * a second seed adds nothing. Images are stored first and removed again if the write fails.
 */
export async function ensureDemoExamples(vendorIds: string[]): Promise<number> {
  const rows = await db
    .select({ id: prompts.id, title: prompts.title })
    .from(prompts)
    .where(and(inArray(prompts.vendorId, vendorIds), inArray(prompts.title, DEMO_EXAMPLES.map((entry) => entry.title))));
  const bare: typeof rows = [];
  for (const row of rows) {
    if (!(await firstRow(db.select({ id: promptExamples.id }).from(promptExamples).where(eq(promptExamples.promptId, row.id)).limit(1)))) bare.push(row);
  }
  const wanted = bare.flatMap((row) =>
    (DEMO_EXAMPLES.find((entry) => entry.title === row.title)?.examples ?? []).map((example, i) => ({ promptId: row.id, position: i + 1, example })),
  );
  const images = await Promise.all(
    wanted.map(({ example }) => ("image" in example ? savePromptImage(example.image, "Image Generation") : Promise.resolve(null))),
  );
  try {
    await transaction(async (tx) => {
      for (const [i, { promptId, position, example }] of wanted.entries()) {
        const value = "image" in example ? { kind: "image" as const, image: images[i]! } : { kind: "text" as const, text: example.text };
        await tx.insert(promptExamples).values({ promptId, position, ...value });
      }
    });
  } catch (error) {
    await Promise.all(images.map(deleteImage));
    throw error;
  }
  return wanted.length;
}
