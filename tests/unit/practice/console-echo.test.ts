import { describe, expect, it } from "vitest";
import { splitPromptPieces, withTypedLines } from "~/practice/console-echo";

describe("the console's typed lines in its output", () => {
  it("go right after the output of the run that asked for them", () => {
    const output = "hi\nName: Hello, Asha!\nAge: 30 next year\n";
    expect(
      withTypedLines(output, ["Asha", "29"], ["hi\nName: ", "hi\nName: Hello, Asha!\nAge: "]),
    ).toEqual([
      { text: "hi\nName: " },
      { text: "Asha\n", typed: true },
      { text: "Hello, Asha!\nAge: " },
      { text: "29\n", typed: true },
      { text: "30 next year\n" },
    ]);
  });

  it("are left out when the run printed something else before a prompt", () => {
    const output = "roll 4\nGuess: ";
    expect(withTypedLines(output, ["3"], ["roll 6\nGuess: "])).toEqual([{ text: output }]);
  });

  it("are left out without a record of where they were typed (the no-JavaScript form)", () => {
    expect(withTypedLines("Name: Hi!\n", ["Asha"], undefined)).toEqual([{ text: "Name: Hi!\n" }]);
  });

  it("leave the prompt at the end, also right after a typed line", () => {
    const pieces = withTypedLines("Name: Age: ", ["Asha"], ["Name: "]);
    expect(splitPromptPieces(pieces)).toEqual([
      [{ text: "Name: " }, { text: "Asha\n", typed: true }],
      "Age: ",
    ]);
    expect(splitPromptPieces(withTypedLines("hi\nName: ", [], []))).toEqual([
      [{ text: "hi\n" }],
      "Name: ",
    ]);
  });
});
