import { labelMatcher, type PromptLine, type PromptText } from "./prompt-text";

/**
 * What each structure check looks for (decision 0311): a labelled part (`Role:`, `## Examples`),
 * or a phrase in a place where it means that part, mostly at the start of a sentence, so one word
 * in an unrelated sentence does not pass a check. English first, with the cheap cues of French,
 * Spanish, German, Portuguese and Italian. Each cue answers the text it found, or null.
 */
export type Cue = (text: PromptText) => string | null;

const firstSentence = (text: PromptText, pattern: RegExp) => text.sentences.find((sentence) => pattern.test(sentence)) ?? null;
const firstLine = (text: PromptText, matches: (line: PromptLine) => boolean) =>
  text.lines.find((line) => line.text && matches(line))?.text ?? null;
const anyOf =
  (...cues: Cue[]): Cue =>
  (text) => {
    for (const cue of cues) {
      const found = cue(text);
      if (found) return found;
    }
    return null;
  };
/** A label on its own line, or ending a sentence within one ("Implement the tests. Rules:"). */
const labelled = (words: string): Cue => {
  const matches = labelMatcher(words);
  const ending = new RegExp(String.raw`^(?:${words})\s*:$`, "iu");
  return (text) => firstLine(text, matches) ?? firstSentence(text, ending);
};
const sentence =
  (pattern: RegExp): Cue =>
  (text) =>
    firstSentence(text, pattern);
const line =
  (pattern: RegExp): Cue =>
  (text) =>
    firstLine(text, (candidate) => pattern.test(candidate.text));

// Role: who the model is.
const ROLE_LABELS = "role|your role|persona|who you are|identity|rôle|rol|rolle|ruolo|papel";
const ROLE = new RegExp(
  [
    String.raw`^(?:i want you to |i'd like you to |i would like you to )?(?:act|serve|behave|pose|speak|respond|answer|write|role-?play) as\b`,
    String.raw`^you(?:'re| are| will be)(?: now)? (?:a|an|the|my|our|\[)`,
    String.raw`^you(?:'re| are) (?:an? )?(?:expert|specialist|experienced|seasoned|senior|professional|world-class|veteran)\b`,
    String.raw`^(?:pretend|imagine)(?: that)? (?:you(?:'re| are)|to be)\b`,
    String.raw`^(?:take on|assume|play|adopt) (?:the )?(?:role|persona|part) of\b`,
    String.raw`^your (?:role|persona) is\b`,
    String.raw`^as (?!a result|a rule|an example|a whole|a reminder|a bonus|a side note)an? [\p{L}-]+(?: [\p{L}-]+){0,4},`,
    String.raw`^(?:tu es|vous êtes|agis comme|agissez comme|joue le rôle|eres|actúa como|actua como|du bist|sie sind|agiere als|handle als|você é|voce e|atue como|sei un|agisci come)\b`,
  ].join("|"),
  "iu",
);
const ROLE_NOUNS = [
  "coach|expert|consultant|editor|writer|copywriter|tutor|teacher|strategist|analyst|engineer|developer|designer",
  "marketer|advisor|adviser|mentor|assistant|specialist|manager|lawyer|recruiter|researcher|critic|reviewer",
  "planner|guide|professor|scientist|journalist|translator|chef|trainer|therapist|producer|director|photographer",
].join("|");
/** "Plan my day as a focus coach": a role given inside the instruction, named by a job. */
const ROLE_IN_TASK = new RegExp(String.raw`\bas (?:an?|my|your|the) (?:[\p{L}-]+ ){0,3}(?:${ROLE_NOUNS})s?\b`, "iu");
export const role: Cue = anyOf(labelled(ROLE_LABELS), sentence(ROLE), sentence(ROLE_IN_TASK));

// Context: the situation, the audience, the background or the material given.
const CONTEXT_LABELS = [
  "context",
  "background",
  "(?:target )?audience",
  "situation",
  "scenario",
  "about (?:me|us|the (?:company|business|product|brand))",
  "brand",
  "company",
  "business",
  "product",
  "purpose",
  "goal",
  "objective",
  "readers?",
  "who it(?:'s| is) for",
  "contexte|contexto|contesto|kontext|hintergrund|zielgruppe|público(?: objetivo)?|publico|audiencia|public cible|pubblico",
].join("|");
const CONTEXT_START = new RegExp(
  String.raw`^(?:i am|i'm|i work|i run|i own|i manage|i teach|i have|i've got|we are|we're|we run|we sell|we have|my (?:company|business|team|product|client|audience|goal|blog|store|shop|startup|website|students?|class|readers)|our (?:company|business|team|product|client|audience|goal|brand|customers|users|readers)|the (?:context|background|situation|goal|purpose|audience) is|here (?:is|are)|here's|below (?:is|are)|given (?:the|this|these|my|a|an)\b|the following|attached is|je suis|nous sommes|soy (?:un|una|el|la)|somos|ich bin|wir sind|eu sou|sono (?:un|una|il|la))\b`,
  "iu",
);
const CONTEXT_ANYWHERE = new RegExp(
  String.raw`\b(?:(?:is|are) (?:for|aimed at|written for|meant for|intended for|targeted at)\b|aimed at|target audience|the audience|my audience|our audience|readers? (?:are|is)|for (?:an audience|readers|beginners|experts|students|customers|clients|developers|managers|executives|kids|children|parents|teachers|busy)\b|in order to|the (?:goal|purpose|aim) is|like i(?:'m| am) (?:five|\d+|an? )|who (?:is|are) (?:new to|learning|struggling|looking|trying|interested)|for an? (?:[\p{L}-]+ ){0,3}(?:students?|beginners?|experts?|child|children|kids?|[\p{L}\p{N}]+-year-olds?|readers?|audience|customers?|clients?|developers?|managers?|executives?|teenagers?|teens?|adults?|learners?|professionals?|engineers?|marketers?|founders?|parents?|teachers?)\b)`,
  "iu",
);
/** `Label: [VARIABLE]`, or `Label:` with the slot on the next line: a line that asks for one input. */
const INPUT_LINE = /^[\p{L}\p{N} ()/,'’&-]{2,60}:\s*(?:\[[^\]]+\]|$)/u;
const SLOT_LINE = /^\[[^\]]+\]/u;
/** Two inputs asked for describe the situation. */
const inputLines: Cue = ({ lines }) => {
  const inputs = lines.filter(
    (line, at) => INPUT_LINE.test(line.text) && (!line.text.endsWith(":") || SLOT_LINE.test(lines[at + 1]?.text ?? "")),
  );
  return inputs.length >= 2 ? inputs[0]!.text : null;
};
export const context: Cue = anyOf(labelled(CONTEXT_LABELS), sentence(CONTEXT_START), sentence(CONTEXT_ANYWHERE), inputLines);

// Task: an instruction, as an imperative, a request or a question; for image models, a picture described.
const TASK_LABELS = "task|your task|instructions?|assignment|request|what to do|job|mission|tâche|tarea|aufgabe|compito|tarefa";
const VERBS = [
  "write|rewrite|create|generate|draft|produce|compose|craft|summari[sz]e|condense|explain|describe|review|analy[sz]e",
  "list|give|make|design|translate|edit|improve|suggest|propose|plan|build|outline|compare|evaluate|identify|find",
  "help|teach|tutor|coach|quiz|answer|classify|extract|convert|optimi[sz]e|brainstorm|develop|prepare|calculate|check",
  "critique|recommend|fix|debug|refactor|turn|transform|provide|research|assess|audit|score|rank|prioriti[sz]e|map",
  "ask|guide|walk|respond|reply|tell|show|define|estimate|forecast|name|come up with|paint|draw|illustrate|render",
  "paraphrase|proofread|correct|complete|continue|simulate|polish|shorten|expand|simplify|organi[sz]e|sort|group",
  "detect|diagnose|solve|implement|test|document|grade|mark|interview|argue|pitch|choose|pick|select|decide",
  "determine|validate|verify|break down|go through|read|study|investigate|explore|discuss|present|deliver|return",
  "output|fill in|update|modify|adapt|locali[sz]e|personali[sz]e|tailor|schedule|visuali[sz]e|depict|invent|devise",
  "formulate|set up|configure|migrate|benchmark|compute|derive|prove|highlight|point out|spot|flag|cover",
  // French, Spanish, German, Portuguese, Italian
  "écris|écrivez|rédige|rédigez|crée|créez|génère|générez|explique|expliquez|résume|résumez|traduis|traduisez|propose",
  "escribe|escriba|redacta|crea|cree|genera|explica|resume|traduce|analiza|haz|dame|enumera",
  "schreibe|schreib|erstelle|erkläre|fasse|übersetze|analysiere|gib|nenne",
  "escreva|crie|gere|resuma|traduza|liste|scrivi|spiega|riassumi|traduci|elenca",
].join("|");
const IMPERATIVE = new RegExp(String.raw`^(?:${VERBS})(?:\s+(?!:)\S|\s*:$)`, "iu");
const REQUEST = new RegExp(
  String.raw`^(?:(?:i want you to|i'd like you to|i would like you to|i need you to|can you|could you|would you|will you|you will|you'll|you should|you must)\s+(?:${VERBS})\b|help me\b|your (?:task|job|goal|mission|assignment) (?:is|will be)\b|the task is\b|(?:i need|i want|i'd like|i would like|we need|give me|get me)\s+(?:a|an|the|some|\d+|one|two|three|five|ten)\b)`,
  "iu",
);
/** "I will type commands and you will reply with ...": an instruction in the middle of a sentence. */
const YOU_WILL = new RegExp(String.raw`\byou(?: will|'ll| should| must| are to| are going to|'re going to)\s+(?:${VERBS})\b`, "iu");
const QUESTION = /^(?:what|how|why|which|who|when|where|is|are|can|should|do|does)\b.*\?$/iu;
const MEDIA = String.raw`photo|photograph|painting|illustration|render|rendering|image|picture|portrait|icon|logo|poster|drawing|sketch|concept art|artwork|wallpaper|watercolou?r|oil painting|digital art|shot|close-?up|still life|scene|landscape|cinematic still|model sheet|sticker|mockup|infographic|pattern|vector art`;
const PICTURE = new RegExp(String.raw`^(?:an?|the)?\s*(?:[\p{L}\p{N}-]+\s+){0,6}(?:${MEDIA})s?\s+(?:of|showing|featuring|depicting|with)\b`, "iu");
/**
 * A verb used as a noun: "Interview notes or transcripts:" is a label ("Write a plan:" and
 * "Produce:" are not), "Test results are attached" a statement ("Explain what is ..." is not).
 */
const NOUN_LABEL = /^(?!.*\b(?:a|an|the|my|me|our|us|your|this|these|that|those|each|every|all|some|any|it|them|\d+)\b)\S+\s[^:]*:$/iu;
const NOUN_SUBJECT = /^\S+ (?!what|why|how|who|which|where|when|it|this|that|there|he|she|they|everything|something|anything)\S+ (?:is|are|was|were)\b/iu;
const instruction: Cue = (text) =>
  text.sentences.find((one) => IMPERATIVE.test(one) && !NOUN_LABEL.test(one) && !NOUN_SUBJECT.test(one)) ?? null;
export const task: Cue = anyOf(labelled(TASK_LABELS), instruction, sentence(REQUEST), sentence(YOU_WILL), sentence(QUESTION), sentence(PICTURE));

// Constraints: limits of length, tone and content; for image models, negative prompts and parameters.
const CONSTRAINT_LABELS = [
  "constraints?|rules?|requirements?|guidelines?|limits?|limitations?|restrictions?|do'?s and don'?ts|don'?ts",
  "tone(?: of voice)?|voice|length|word count|avoid|must|negative prompt",
  "contraintes?|règles?|restricciones|reglas|regeln|einschränkungen|vorgaben|vincoli|regole|restrições|regras",
].join("|");
const NUMBER = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred)`;
const UNITS = String.raw`words?|characters?|chars|sentences?|paragraphs?|lines?|bullets?|bullet points?|items?|tokens?|pages?|minutes?|seconds?|syllables?|points?|hashtags?|emojis?|slides?|tweets?|questions?|steps?|ideas?|options?`;
const LIMIT = new RegExp(
  String.raw`\b(?:at most|at least|no more than|not more than|up to|max(?:imum)?(?: of)?|min(?:imum)?(?: of)?)\s+${NUMBER}\s+\p{L}|\b(?:under|below|within|no longer than|fewer than|less than|exactly|between|around|about|approximately)\s+${NUMBER}(?:\s*(?:-|–|to|and)\s*${NUMBER})?\s*(?:${UNITS})\b|\b\d[\d,]*(?:\s*(?:-|–|to)\s*\d[\d,]*)?[-\s](?:words?|characters?|syllables?|seconds?|sentences?|paragraphs?|lines?|bullets?|bullet points?)\b|\b${NUMBER} (?:words?|sentences?|lines?|paragraphs?|bullets?) (?:per|each|max|maximum|only|or (?:less|fewer))\b|\b\d+\s*(?:mots|palabras|wörter|worte|parole|palavras|caractères|caracteres|zeichen)\b`,
  "iu",
);
const DIRECTIVE = new RegExp(
  String.raw`^(?:do not|don't|dont|never|avoid|make sure|ensure|keep|limit|use only|only use|stick to|stay|write in|respond in|answer in|reply in|always|refrain|exclude|include only|without)\b|^be (?:concise|brief|short|succinct|specific|concrete|direct|clear|precise|honest|candid|blunt|polite|friendly|warm|formal|informal|casual|professional|factual|objective|neutral|accurate|kind|encouraging|supportive|constructive|patient|realistic|practical|thorough)\b|^no (?:more|longer|exclamation|passive|markdown|preamble|intro|apolog|text|watermarks?)|\b(?:nothing else|nothing more|no other text)\b|(?<!\b(?:i|we|they|he|she) )\bnever\s+\p{L}+|\b(?:one|a single) (?:\p{L}+ ){0,2}at a time\b|\bno (?:vague|generic|jargon|buzzwords|emojis?|fluff|clichés?|filler|hashtags|disclaimers?|made-up|invented|explanations?|comments?|commentary|small talk)\b`,
  "iu",
);
/** "Hooks must be specific", "must never reveal"; not "the author must have been in a hurry" nor "I should". */
const MUST = new RegExp(
  String.raw`(?<!\b(?:i|we) )\b(?:(?:must|should|shall)(?: not| never)|mustn't|shouldn't|may not|(?:must|should|shall)(?: always)? (?:be|stay|remain|include|contain|use|avoid|follow|sound|read|fit|match|start|begin|end|mention|cite|keep|stick|respect|reflect|focus|feel|appear|exceed|rhyme|target|address|explain|answer|reply|respond))\b`,
  "iu",
);
const TONE = new RegExp(
  String.raw`\b(?:in|with|use|using|keep|adopt)\s+(?:a|an|the)?\s*(?:[\p{L}-]+,?\s+){0,3}(?:tone|voice|register)\b|\b(?:plain (?:english|language)|reading level|grade level|british english|american english|us english|uk english)\b`,
  "iu",
);
const IMAGE_LIMIT = /(?:^|\s)--(?:no|ar|aspect|stylize|chaos|style|v|q)\b|\baspect ratio\b|\bno (?:text|watermarks?|logos?|words|letters|people|humans|blur)\b/iu;
const FOREIGN_LIMIT = /\b(?:ne pas|n'utilise|évitez?|jamais|pas plus de|no uses|evita|nunca|no más de|máximo|mínimo|vermeide|keine|höchstens|maximal|mindestens|non usare|não use|evite|no máximo)\b/iu;
export const constraints: Cue = anyOf(
  labelled(CONSTRAINT_LABELS),
  sentence(LIMIT),
  sentence(DIRECTIVE),
  sentence(MUST),
  sentence(TONE),
  sentence(IMAGE_LIMIT),
  sentence(FOREIGN_LIMIT),
);

// Output format: the shape of the answer.
const FORMAT_LABELS = "(?:output|response|answer|return) format|format|output|structure|layout|deliverables?|formato|format de sortie|ausgabeformat|formato de salida";
const SHAPES = String.raw`(?:json|yaml|csv|xml|html|markdown|tables?|list|bullet(?:ed)? (?:list|points)|bullets|bullet points|numbered list|checklist|headings?|subheadings?|sections?|code blocks?|outline|paragraphs?|key-value pairs|columns|matrix|stanzas?|verses?|(?:tweet )?thread|slides?|faq|q&a|array|object)(?![\p{L}-])`;
const MODIFIERS = String.raw`a|an|one|two|three|four|five|six|\d+|valid|strict|plain|simple|short|clean|single|markdown|numbered|bulleted|nested|[\p{L}]+-column|the following`;
const SHAPE = new RegExp(
  [
    // "as a table", "in JSON", "inside one unique code block" (a free word only after a modifier: not "in my table").
    String.raw`\b(?:as|in|into|inside|within|using|with|use|format(?:ted)? (?:as|in)|organi[sz]e (?:it )?(?:as|into))\s+(?:(?:${MODIFIERS})\s+){1,3}(?:[\p{L}-]+\s+)?${SHAPES}`,
    String.raw`\b(?:as|in|into|inside|within|using|with|use|format(?:ted)? (?:as|in))\s+${SHAPES}`,
    // "Give me an audit checklist", "Make a gap table": a shape produced, with up to two words before it.
    String.raw`\b(?:return|give|output|produce|provide|make|build|create|write|draft)(?: me)?\s+(?:(?:${MODIFIERS})\s+)?(?:[\p{L}-]+\s+){0,2}${SHAPES}`,
    String.raw`\((?:as )?(?:an? )?${SHAPES}\)`,
    String.raw`\b(?:under|with|in) (?:a|an|the)\s+(?:["“][^"”]{1,40}["”]\s+)?(?:heading|section|column)\b`,
    // "For each slide give: ...": the parts of every item.
    String.raw`\bfor each (?:[\p{L}-]+ ){1,3}(?:give|include|provide|write|add|list|show)\b`,
    String.raw`\b\d+-(?:slide|section|part|tweet|email|page)\b`,
  ].join("|"),
  "iu",
);
const SHAPE_START = /^(?:(?:start|begin|open|end|finish|close)(?: (?:each|every|the|your)(?: \p{L}+){0,2})? with|structure (?:it|the|your)|format (?:it|the|your)|respond only with|reply only with|answer only with|return only|output only)\b/iu;
const FOREIGN_SHAPE = /\b(?:au format|sous forme d[e']|en formato|en forma de|im format|in formato|em formato|(?:en|un|une|una|als|eine|como|em|come)\s+(?:tableau|tabla|tabelle|tabella|tabela|liste|lista|elenco|json|markdown))\b/iu;
const CODE_FENCE = /```(?:json|ya?ml|csv|xml|html|markdown|md)\b/iu;
/** A line that asks for several things, then at least two list items: the answer's parts. */
const ASKS_FOR = /\b(?:write|produce|create|generate|give|include|provide|return|deliver|output|draft|prepare|cover|contain|sections?|structure|parts)\b/iu;
const partsList: Cue = ({ lines }) => {
  for (let at = 0; at < lines.length - 2; at++) {
    const line = lines[at]!;
    if (!line.text.endsWith(":") || line.item || !ASKS_FOR.test(line.text)) continue;
    if (lines[at + 1]!.item && lines[at + 2]!.item) return line.text;
  }
  return null;
};
/** "Write the pricing page: headline, subheadline, tier cards, ...": the parts named in one line. */
const PARTS_INLINE = /^[^:]{0,80}\b(?:write|produce|create|generate|give|include|provide|return|deliver|output|draft|prepare)\b[^:]{0,80}:\s*[^,]+(?:,[^,]+){2,}/iu;
const fence: Cue = (text) => (text.lines.some((line) => CODE_FENCE.test(line.text)) ? "```" : null);
export const outputFormat: Cue = anyOf(
  labelled(FORMAT_LABELS),
  sentence(SHAPE),
  sentence(SHAPE_START),
  sentence(FOREIGN_SHAPE),
  fence,
  partsList,
  line(PARTS_INLINE),
);

// Examples: a sample of what is wanted, or an input and its output.
const EXAMPLE_LABELS = "examples?|samples?|for (?:example|instance)|few-shot|demonstrations?|exemples?|ejemplos?|beispiele?|esempi|esempio|exemplos?";
const EXAMPLE_PHRASE = new RegExp(
  [
    String.raw`\b(?:here is|here's|here are|below is|below are|see|use|follow|consider|study|mimic|match)\s+(?:an?|the|this|these|some|two|three|a few|my)?\s*(?:good |great |sample |short |real )?(?:examples?|samples?|reference (?:post|text|answer|output))\b`,
    String.raw`\bexamples? (?:below|above|of (?:the|a|an) (?:desired|expected|ideal|good|target)\b)`,
    String.raw`\b(?:for example|for instance|e\.g\.?|such as)\s*:\s*\S`,
    String.raw`\b(?:for example|for instance|e\.g\.)\s*[:,]?\s*["“«]`,
    String.raw`\b(?:like this|in this (?:style|format)|something like this)\s*:`,
  ].join("|"),
  "iu",
);
const PAIRS: [RegExp, RegExp][] = [
  [/^(?:example )?input\s*:\s*(.*)$/iu, /^(?:example )?output\s*:/iu],
  [/^q\s*:\s*(.*)$/iu, /^a\s*:/iu],
  [/^question\s*:\s*(.*)$/iu, /^answer\s*:/iu],
  [/^user\s*:\s*(.*)$/iu, /^(?:assistant|ai|bot)\s*:/iu],
];
/** A sample input (not just a variable) with its output within the next few lines: few-shot. */
const samplePair: Cue = ({ lines }) => {
  for (const [input, output] of PAIRS) {
    for (let at = 0; at < lines.length; at++) {
      const given = input.exec(lines[at]!.text)?.[1]?.trim();
      if (!given || /^\[[^\]]*\]$/u.test(given)) continue;
      if (lines.slice(at + 1, at + 6).some((line) => output.test(line.text))) return lines[at]!.text;
    }
  }
  return null;
};
export const examples: Cue = anyOf(labelled(EXAMPLE_LABELS), line(EXAMPLE_PHRASE), samplePair);

// The rewrite's Role section: a leading sentence or line that only says who the model is.
const ROLE_ALONE = anyOf(labelled(ROLE_LABELS), sentence(ROLE));
/** "As a coach, plan ...", "Act as a guide and suggest ...", "You are an editor, fix ...": the role carries the task. */
const ROLE_THEN_TASK = new RegExp(String.raw`^as an? |\b(?:and|then)\s+(?:${VERBS})\b|,\s*(?:${VERBS})\b`, "iu");
export const roleOnly: Cue = (text) => {
  const found = ROLE_ALONE(text);
  if (!found || task(text) || text.sentences.some((one) => ROLE_THEN_TASK.test(one))) return null;
  return found;
};

/**
 * The kind of task, so the rewrite's suggestions fit it (decision 0357): what the prompt asks to
 * be written ("Write a tweet summarising this article" is a tweet), else the strongest sign of a
 * kind in its instruction (in the whole prompt when it has none), else generic.
 */
export type TaskKind = "tweet" | "social" | "email" | "article" | "code" | "image" | "summary" | "generic";

/** The things each kind produces, in the order that breaks a tie ("five LinkedIn posts" is social, not an article). */
const PRODUCTS: [TaskKind, string][] = [
  ["tweet", String.raw`tweets?|threads?|(?:x|twitter) posts?`],
  [
    "social",
    String.raw`(?:linkedin|instagram|facebook|tiktok|pinterest|youtube|mastodon|bluesky) (?:posts?|captions?|updates?|scripts?|descriptions?|ads?|bios?|carousels?|reels?)|social(?: media)? (?:posts?|captions?|updates?|ads?|copy)|captions?`,
  ],
  ["email", String.raw`e-?mails?|newsletters?|subject lines?|(?:cold )?outreach(?: messages?)?|follow-?ups?`],
  [
    "code",
    String.raw`code|functions?|class(?:es)?|methods?|unit tests?|sql(?: quer(?:y|ies))?|regex(?:es)?|regular expressions?|components?|endpoints?|dockerfiles?|algorithms?|programs?|(?:bash|shell|python|node|powershell) scripts?`,
  ],
  ["image", String.raw`images?|pictures?|photos?|photographs?|illustrations?|logos?|icons?|posters?|wallpapers?|drawings?|paintings?|renders?|artworks?|portraits?|sketch(?:es)?|mockups?|stickers?`],
  ["summary", String.raw`summar(?:y|ies)|tl;?\s?drs?|recaps?|abstracts?|digests?|synops[ie]s|key takeaways`],
  ["article", String.raw`blog(?: posts?)?|articles?|essays?|posts?|guides?|listicles?|op-?eds?|press releases?|stor(?:y|ies)|chapters?|reviews?`],
];
const MAKE = String.raw`\b(?:write|draft|compose|create|generate|craft|produce|make|design|prepare|give me|get me|come up with|turn\b[^.\n]{0,40}\binto|rewrite\b[^.\n]{0,40}\bas)\s+(?:me\s+)?(?:[\p{L}\p{N},'’-]+\s+){0,3}?`;
const MADE = PRODUCTS.map(([kind, nouns]) => [kind, new RegExp(String.raw`${MAKE}(?:${nouns})(?![\p{L}-])`, "iu")] as const);

/** Signs of a kind anywhere, strongest first: "Summarise this email" is a summary, "Refactor this code" code. */
const SIGNS: [TaskKind, RegExp][] = [
  ["summary", /(?:^|[.!?\n]\s*)(?:summari[sz]e|condense|recap|tl;?\s?dr)\b/iu],
  [
    "image",
    /\b(?:midjourney|stable diffusion|sdxl|dall-?e|image prompt|text-to-image|photorealistic|hyper-?realistic|digital art|concept art|oil painting|watercolou?r|artstation|octane render|unreal engine|[48]k|bokeh|\d{2,3}mm|studio lighting|isometric|cinematic lighting|negative prompt)\b|(?:^|\s)--(?:ar|v|no|stylize|style)\b/iu,
  ],
  ["code", /\b(?:code|coding|diff|function|bug|debug|refactor|typescript|javascript|python|java|rust|golang|sql|regex|stack trace|compiler?|unit tests?|repository|pull request|codebase)\b/iu],
  ["tweet", /\b(?:tweets?|twitter)\b/iu],
  ["social", /\b(?:linkedin|instagram|facebook|tiktok|social media|hashtags?|captions?)\b/iu],
  ["email", /\b(?:e-?mails?|newsletters?|inbox|subject lines?)\b/iu],
  ["summary", /\b(?:summari[sz]e|summary|tl;?\s?dr|key takeaways)\b/iu],
  ["article", /\b(?:blog|article|essay|listicle|op-?ed|press release)\b/iu],
];

export function taskKind(text: PromptText): TaskKind {
  const all = text.lines.map((one) => one.text).join("\n");
  let best: { kind: TaskKind; at: number } | null = null;
  for (const [kind, made] of MADE) {
    const at = made.exec(all)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { kind, at };
  }
  if (best) return best.kind;
  // The instruction's own words: a sample review that mentions "my emails" makes no e-mail task.
  const instruction = task(text);
  const where = instruction && instruction.split(/\s+/u).length > 2 ? instruction : all;
  return SIGNS.find(([, sign]) => sign.test(where))?.[0] ?? "generic";
}
