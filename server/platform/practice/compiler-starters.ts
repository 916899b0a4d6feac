import type { LanguageId } from "~/contract/code-values";

/** What the standalone compiler shows for each language before the learner types. */
export const COMPILER_STARTERS: Record<LanguageId, string> = {
  java13:
    'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, World!");\n    }\n}\n',
  javascript12:
    '// Read stdin with readline() (one line) or the global `input` (all of it).\nconsole.log("Hello, World!");\n',
  python3: '# Read stdin with input().\nprint("Hello, World!")\n',
  cppgcc9:
    '#include <iostream>\n\nint main() {\n    std::cout << "Hello, World!" << std::endl;\n    return 0;\n}\n',
  sqlite:
    "CREATE TABLE learners (name TEXT, track TEXT);\nINSERT INTO learners VALUES ('Asha', 'Data'), ('Ravi', 'Product');\nSELECT name, track FROM learners ORDER BY name;\n",
  psql: "CREATE TABLE learners (name TEXT, track TEXT);\nINSERT INTO learners VALUES ('Asha', 'Data'), ('Ravi', 'Product');\nSELECT name, track FROM learners ORDER BY name;\n",
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n    fmt.Println("Hello, World!")\n}\n',
  c: '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n',
  csharp:
    'using System;\n\nclass Program {\n    static void Main() {\n        Console.WriteLine("Hello, World!");\n    }\n}\n',
  pandas: 'import pandas as pd\n\ndf = pd.DataFrame({"name": ["Asha", "Ravi"]})\nprint(df)\n',
  r: 'cat("Hello, World!\\n")\n',
  php: '<?php\necho "Hello, World!\\n";\n',
  kotlin: 'fun main() {\n    println("Hello, World!")\n}\n',
  swift: 'print("Hello, World!")\n',
  scala: 'object Main extends App {\n  println("Hello, World!")\n}\n',
  prolog: ":- initialization(main).\nmain :- write('Hello, World!'), nl.\n",
  perl: 'print "Hello, World!\\n";\n',
};
