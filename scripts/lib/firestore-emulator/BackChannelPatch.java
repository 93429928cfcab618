// Writes a patched copy of the emulator's WebChannel back channel
// (com.google.net.webchannel.server.v8.BackChannel, Debian's emulator jar
// version 528) for the launcher jar that ../firestore-emulator.mjs makes.
//
// Why: a browser on long polling (the app forces it, docs/product.md §5)
// receives its listen messages as one GET response after another. A response
// can be lost on the way: the emulator aborts each GET instead of closing it
// when its write has just finished, and the client gives a GET up and asks
// again when it thinks the back channel is dead. The next GET says which
// messages the client has (AID) and the emulator sends the rest again, but it
// keeps only the last 200 messages it sent (MAX_RECENT_ENVELOPES). A staff
// page's first snapshot is 600 messages and more, so a lost response left a
// gap the client never knew of: its queries never became current, and the
// page showed no data until some later change made the emulator resend
// (docs/benchmarks/2026-11.md, "The Firestore emulator: pages left behind and
// lost long-poll responses").
// Here the emulator keeps as many sent messages as it lets a channel queue
// (10,000), so a retried GET gets everything the client missed.
//
// The constant is compiled into BackChannel's methods, so the patch rewrites
// the three instructions that load it, and refuses (exit 2) unless it finds
// exactly those three: a different emulator jar then runs unpatched.
//
// Run with: java --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
//   BackChannelPatch.java <emulator jar> <classes dir>
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import jdk.internal.org.objectweb.asm.ClassReader;
import jdk.internal.org.objectweb.asm.ClassVisitor;
import jdk.internal.org.objectweb.asm.ClassWriter;
import jdk.internal.org.objectweb.asm.MethodVisitor;
import jdk.internal.org.objectweb.asm.Opcodes;

public final class BackChannelPatch {
  private static final String CLASS_FILE = "com/google/net/webchannel/server/v8/BackChannel.class";
  private static final int KEPT_BY_THE_EMULATOR = 200;
  // The emulator's own limit on the messages queued for one channel.
  private static final int KEPT_WITH_THE_PATCH = 10_000;
  private static final int USES_OF_THE_LIMIT = 3;

  public static void main(String[] args) throws IOException {
    byte[] original;
    try (JarFile jar = new JarFile(args[0]); InputStream in = jar.getInputStream(jar.getEntry(CLASS_FILE))) {
      original = in.readAllBytes();
    }
    ClassReader reader = new ClassReader(original);
    // Built from the reader: the constant pool and all else stay as they were.
    ClassWriter writer = new ClassWriter(reader, 0);
    int[] rewritten = {0};
    reader.accept(new ClassVisitor(Opcodes.ASM8, writer) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM8, super.visitMethod(access, name, descriptor, signature, exceptions)) {
          @Override
          public void visitIntInsn(int opcode, int operand) {
            if (opcode == Opcodes.SIPUSH && operand == KEPT_BY_THE_EMULATOR) {
              rewritten[0]++;
              operand = KEPT_WITH_THE_PATCH;
            }
            super.visitIntInsn(opcode, operand);
          }
        };
      }
    }, 0);
    if (rewritten[0] != USES_OF_THE_LIMIT) {
      System.err.printf("%s loads %d where %d uses of the limit were expected%n", CLASS_FILE, rewritten[0], USES_OF_THE_LIMIT);
      System.exit(2);
    }
    Path out = Path.of(args[1], CLASS_FILE);
    Files.createDirectories(out.getParent());
    Files.write(out, writer.toByteArray());
  }
}
