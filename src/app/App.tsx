export function App() {
  return (
    <main>
      <h1>Swap</h1>
    </main>
  )
}
