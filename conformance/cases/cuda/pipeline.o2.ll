; ModuleID = 'pipeline.cu'
source_filename = "pipeline.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11scan_blocksPKiPiS1_iE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ9scan_sumsPiiS_E1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i1 @_Z4predi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = srem i32 %0, 3
  %3 = icmp eq i32 %2, 0
  %4 = icmp slt i32 %0, -500
  %5 = or i1 %4, %3
  ret i1 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4markPKiPii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 0
  %16 = icmp slt i32 %13, -500
  %17 = or i1 %16, %15
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %18, ptr %19, align 4, !tbaa !9
  br label %20

20:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11scan_blocksPKiPiS1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = shl nuw nsw i32 %5, 1
  %9 = add nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = zext nneg i32 %8 to i64
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !9
  %19 = or disjoint i32 %9, 1
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %15, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %15 ]
  %27 = or disjoint i32 %8, 1
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %28
  store i32 %26, ptr %29, align 4, !tbaa !9
  %30 = add nuw nsw i32 %8, 2
  tail call void @llvm.nvvm.barrier0()
  %31 = icmp ult i32 %5, 128
  br i1 %31, label %32, label %41

32:                                               ; preds = %25
  %33 = or disjoint i32 %8, 1
  %34 = zext nneg i32 %8 to i64
  %35 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = zext nneg i32 %33 to i64
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = add nsw i32 %39, %36
  store i32 %40, ptr %38, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %32, %25
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp ult i32 %5, 64
  br i1 %42, label %43, label %55

43:                                               ; preds = %41
  %44 = shl nuw nsw i32 %27, 1
  %45 = add nsw i32 %44, -1
  %46 = shl nuw nsw i32 %30, 1
  %47 = add nsw i32 %46, -1
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = zext nneg i32 %47 to i64
  %52 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !9
  %54 = add nsw i32 %53, %50
  store i32 %54, ptr %52, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0()
  %56 = icmp ult i32 %5, 32
  br i1 %56, label %57, label %69

57:                                               ; preds = %55
  %58 = shl nuw nsw i32 %27, 2
  %59 = add nsw i32 %58, -1
  %60 = shl nuw nsw i32 %30, 2
  %61 = add nsw i32 %60, -1
  %62 = zext nneg i32 %59 to i64
  %63 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !9
  %65 = zext nneg i32 %61 to i64
  %66 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = add nsw i32 %67, %64
  store i32 %68, ptr %66, align 4, !tbaa !9
  br label %69

69:                                               ; preds = %57, %55
  tail call void @llvm.nvvm.barrier0()
  %70 = icmp ult i32 %5, 16
  br i1 %70, label %71, label %83

71:                                               ; preds = %69
  %72 = shl nuw nsw i32 %27, 3
  %73 = add nsw i32 %72, -1
  %74 = shl nuw nsw i32 %30, 3
  %75 = add nsw i32 %74, -1
  %76 = zext nneg i32 %73 to i64
  %77 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = zext nneg i32 %75 to i64
  %80 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !9
  %82 = add nsw i32 %81, %78
  store i32 %82, ptr %80, align 4, !tbaa !9
  br label %83

83:                                               ; preds = %71, %69
  tail call void @llvm.nvvm.barrier0()
  %84 = icmp ult i32 %5, 8
  br i1 %84, label %85, label %97

85:                                               ; preds = %83
  %86 = shl nuw nsw i32 %27, 4
  %87 = add nsw i32 %86, -1
  %88 = shl nuw nsw i32 %30, 4
  %89 = add nsw i32 %88, -1
  %90 = zext nneg i32 %87 to i64
  %91 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !9
  %93 = zext nneg i32 %89 to i64
  %94 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !9
  %96 = add nsw i32 %95, %92
  store i32 %96, ptr %94, align 4, !tbaa !9
  br label %97

97:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier0()
  %98 = icmp ult i32 %5, 4
  br i1 %98, label %99, label %111

99:                                               ; preds = %97
  %100 = shl nuw nsw i32 %27, 5
  %101 = add nsw i32 %100, -1
  %102 = shl nuw nsw i32 %30, 5
  %103 = add nsw i32 %102, -1
  %104 = zext nneg i32 %101 to i64
  %105 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !9
  %107 = zext nneg i32 %103 to i64
  %108 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !9
  %110 = add nsw i32 %109, %106
  store i32 %110, ptr %108, align 4, !tbaa !9
  br label %111

111:                                              ; preds = %99, %97
  tail call void @llvm.nvvm.barrier0()
  %112 = icmp ult i32 %5, 2
  br i1 %112, label %113, label %125

113:                                              ; preds = %111
  %114 = shl nuw nsw i32 %27, 6
  %115 = add nsw i32 %114, -1
  %116 = shl nuw nsw i32 %30, 6
  %117 = add nsw i32 %116, -1
  %118 = zext nneg i32 %115 to i64
  %119 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !9
  %121 = zext nneg i32 %117 to i64
  %122 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !9
  %124 = add nsw i32 %123, %120
  store i32 %124, ptr %122, align 4, !tbaa !9
  br label %125

125:                                              ; preds = %113, %111
  tail call void @llvm.nvvm.barrier0()
  %126 = icmp eq i32 %5, 0
  br i1 %126, label %127, label %131

127:                                              ; preds = %125
  %128 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 508), align 4, !tbaa !9
  %129 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 1020), align 4, !tbaa !9
  %130 = add nsw i32 %129, %128
  store i32 %130, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 1020), align 4, !tbaa !9
  br label %131

131:                                              ; preds = %127, %125
  %132 = icmp eq i32 %5, 0
  br i1 %132, label %133, label %137

133:                                              ; preds = %131
  %134 = zext nneg i32 %6 to i64
  %135 = getelementptr inbounds i32, ptr %2, i64 %134
  %136 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 1020), align 4, !tbaa !9
  store i32 %136, ptr %135, align 4, !tbaa !9
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 1020), align 4, !tbaa !9
  br label %137

137:                                              ; preds = %133, %131
  tail call void @llvm.nvvm.barrier0()
  br i1 %126, label %138, label %142

138:                                              ; preds = %137
  %139 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 508), align 4, !tbaa !9
  %140 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 1020), align 4, !tbaa !9
  store i32 %140, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 508), align 4, !tbaa !9
  %141 = add nsw i32 %140, %139
  store i32 %141, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 1020), align 4, !tbaa !9
  br label %142

142:                                              ; preds = %137, %138
  tail call void @llvm.nvvm.barrier0()
  br i1 %112, label %143, label %155

143:                                              ; preds = %142
  %144 = shl nuw nsw i32 %27, 6
  %145 = add nsw i32 %144, -1
  %146 = shl nuw nsw i32 %30, 6
  %147 = add nsw i32 %146, -1
  %148 = zext nneg i32 %145 to i64
  %149 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !9
  %151 = zext nneg i32 %147 to i64
  %152 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !9
  store i32 %153, ptr %149, align 4, !tbaa !9
  %154 = add nsw i32 %153, %150
  store i32 %154, ptr %152, align 4, !tbaa !9
  br label %155

155:                                              ; preds = %143, %142
  tail call void @llvm.nvvm.barrier0()
  br i1 %98, label %156, label %168

156:                                              ; preds = %155
  %157 = shl nuw nsw i32 %27, 5
  %158 = add nsw i32 %157, -1
  %159 = shl nuw nsw i32 %30, 5
  %160 = add nsw i32 %159, -1
  %161 = zext nneg i32 %158 to i64
  %162 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !9
  %164 = zext nneg i32 %160 to i64
  %165 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !9
  store i32 %166, ptr %162, align 4, !tbaa !9
  %167 = add nsw i32 %166, %163
  store i32 %167, ptr %165, align 4, !tbaa !9
  br label %168

168:                                              ; preds = %156, %155
  tail call void @llvm.nvvm.barrier0()
  br i1 %84, label %169, label %181

169:                                              ; preds = %168
  %170 = shl nuw nsw i32 %27, 4
  %171 = add nsw i32 %170, -1
  %172 = shl nuw nsw i32 %30, 4
  %173 = add nsw i32 %172, -1
  %174 = zext nneg i32 %171 to i64
  %175 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !9
  %177 = zext nneg i32 %173 to i64
  %178 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !9
  store i32 %179, ptr %175, align 4, !tbaa !9
  %180 = add nsw i32 %179, %176
  store i32 %180, ptr %178, align 4, !tbaa !9
  br label %181

181:                                              ; preds = %169, %168
  tail call void @llvm.nvvm.barrier0()
  br i1 %70, label %182, label %194

182:                                              ; preds = %181
  %183 = shl nuw nsw i32 %27, 3
  %184 = add nsw i32 %183, -1
  %185 = shl nuw nsw i32 %30, 3
  %186 = add nsw i32 %185, -1
  %187 = zext nneg i32 %184 to i64
  %188 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !9
  %190 = zext nneg i32 %186 to i64
  %191 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !9
  store i32 %192, ptr %188, align 4, !tbaa !9
  %193 = add nsw i32 %192, %189
  store i32 %193, ptr %191, align 4, !tbaa !9
  br label %194

194:                                              ; preds = %182, %181
  tail call void @llvm.nvvm.barrier0()
  br i1 %56, label %195, label %207

195:                                              ; preds = %194
  %196 = shl nuw nsw i32 %27, 2
  %197 = add nsw i32 %196, -1
  %198 = shl nuw nsw i32 %30, 2
  %199 = add nsw i32 %198, -1
  %200 = zext nneg i32 %197 to i64
  %201 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %200
  %202 = load i32, ptr %201, align 4, !tbaa !9
  %203 = zext nneg i32 %199 to i64
  %204 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !9
  store i32 %205, ptr %201, align 4, !tbaa !9
  %206 = add nsw i32 %205, %202
  store i32 %206, ptr %204, align 4, !tbaa !9
  br label %207

207:                                              ; preds = %195, %194
  tail call void @llvm.nvvm.barrier0()
  br i1 %42, label %208, label %220

208:                                              ; preds = %207
  %209 = shl nuw nsw i32 %27, 1
  %210 = add nsw i32 %209, -1
  %211 = shl nuw nsw i32 %30, 1
  %212 = add nsw i32 %211, -1
  %213 = zext nneg i32 %210 to i64
  %214 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !9
  %216 = zext nneg i32 %212 to i64
  %217 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !9
  store i32 %218, ptr %214, align 4, !tbaa !9
  %219 = add nsw i32 %218, %215
  store i32 %219, ptr %217, align 4, !tbaa !9
  br label %220

220:                                              ; preds = %208, %207
  tail call void @llvm.nvvm.barrier0()
  br i1 %31, label %221, label %230

221:                                              ; preds = %220
  %222 = or disjoint i32 %8, 1
  %223 = zext nneg i32 %8 to i64
  %224 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !9
  %226 = zext nneg i32 %222 to i64
  %227 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !9
  store i32 %228, ptr %224, align 4, !tbaa !9
  %229 = add nsw i32 %228, %225
  store i32 %229, ptr %227, align 4, !tbaa !9
  br label %230

230:                                              ; preds = %221, %220
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %231, label %235

231:                                              ; preds = %230
  %232 = sext i32 %9 to i64
  %233 = getelementptr inbounds i32, ptr %1, i64 %232
  %234 = load i32, ptr %18, align 4, !tbaa !9
  store i32 %234, ptr %233, align 4, !tbaa !9
  br label %235

235:                                              ; preds = %231, %230
  br i1 %20, label %236, label %240

236:                                              ; preds = %235
  %237 = sext i32 %19 to i64
  %238 = getelementptr inbounds i32, ptr %1, i64 %237
  %239 = load i32, ptr %29, align 4, !tbaa !9
  store i32 %239, ptr %238, align 4, !tbaa !9
  br label %240

240:                                              ; preds = %236, %235
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9scan_sumsPiiS_(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %1
  %6 = zext nneg i32 %4 to i64
  br i1 %5, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i32, ptr %0, i64 %6
  %9 = load i32, ptr %8, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %3, %7
  %11 = phi i32 [ %9, %7 ], [ 0, %3 ]
  %12 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %6
  store i32 %11, ptr %12, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %13 = icmp eq i32 %4, 0
  br i1 %13, label %14, label %65

14:                                               ; preds = %10
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %14
  %17 = and i32 %1, 3
  %18 = icmp ult i32 %1, 4
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = and i32 %1, 2147483644
  br label %39

21:                                               ; preds = %39, %16
  %22 = phi i32 [ poison, %16 ], [ %61, %39 ]
  %23 = phi i32 [ 0, %16 ], [ %61, %39 ]
  %24 = phi i32 [ 0, %16 ], [ %62, %39 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %33, %26 ], [ %23, %21 ]
  %28 = phi i32 [ %34, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %21 ]
  %30 = zext nneg i32 %28 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !9
  store i32 %27, ptr %31, align 4, !tbaa !9
  %33 = add nsw i32 %32, %27
  %34 = add nuw nsw i32 %28, 1
  %35 = add i32 %29, 1
  %36 = icmp eq i32 %35, %17
  br i1 %36, label %37, label %26, !llvm.loop !13

37:                                               ; preds = %21, %26, %14
  %38 = phi i32 [ 0, %14 ], [ %22, %21 ], [ %33, %26 ]
  store i32 %38, ptr %2, align 4, !tbaa !9
  br label %65

39:                                               ; preds = %39, %19
  %40 = phi i32 [ 0, %19 ], [ %61, %39 ]
  %41 = phi i32 [ 0, %19 ], [ %62, %39 ]
  %42 = phi i32 [ 0, %19 ], [ %63, %39 ]
  %43 = zext nneg i32 %41 to i64
  %44 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !9
  store i32 %40, ptr %44, align 4, !tbaa !9
  %46 = add nsw i32 %45, %40
  %47 = or disjoint i32 %41, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  store i32 %46, ptr %49, align 4, !tbaa !9
  %51 = add nsw i32 %50, %46
  %52 = or disjoint i32 %41, 2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !9
  store i32 %51, ptr %54, align 4, !tbaa !9
  %56 = add nsw i32 %55, %51
  %57 = or disjoint i32 %41, 3
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !9
  store i32 %56, ptr %59, align 4, !tbaa !9
  %61 = add nsw i32 %60, %56
  %62 = add nuw nsw i32 %41, 4
  %63 = add i32 %42, 4
  %64 = icmp eq i32 %63, %20
  br i1 %64, label %21, label %39, !llvm.loop !15

65:                                               ; preds = %37, %10
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %66, label %69

66:                                               ; preds = %65
  %67 = getelementptr inbounds i32, ptr %0, i64 %6
  %68 = load i32, ptr %12, align 4, !tbaa !9
  store i32 %68, ptr %67, align 4, !tbaa !9
  br label %69

69:                                               ; preds = %66, %65
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11add_offsetsPiPKii(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %19

10:                                               ; preds = %3
  %11 = sdiv i32 %8, 256
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = add nsw i32 %17, %14
  store i32 %18, ptr %16, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7scatterPKiS0_S0_Pii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %24

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i32, ptr %0, i64 %13
  %19 = load i32, ptr %18, align 4, !tbaa !9
  %20 = getelementptr inbounds i32, ptr %2, i64 %13
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %3, i64 %22
  store i32 %19, ptr %23, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %17, %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z4markPKiPii, !"kernel", i32 1}
!1 = !{ptr @_Z11scan_blocksPKiPiS1_i, !"kernel", i32 1}
!2 = !{ptr @_Z9scan_sumsPiiS_, !"kernel", i32 1}
!3 = !{ptr @_Z11add_offsetsPiPKii, !"kernel", i32 1}
!4 = !{ptr @_Z7scatterPKiS0_S0_Pii, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
