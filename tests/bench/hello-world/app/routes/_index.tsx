export const loader = () => ({ message: "Hello, world" });

export default function Index() {
  return <h1>Hello, world</h1>;
}
